/**
 * The player's balance as the session holds it (a dash until it is known) under its label: Mine, Recharge and Withdraw
 * show it alike and follow it as realtime pushes and refreshPerson change it. `block` names the CSS block, so each place
 * styles `<block>__label` and `<block>__amount` its own way.
 */
import { observer } from '@racing/shared/src/state/mobx';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { session } from '@racing/shared/src/session/session-store';

interface BalanceFigureProps {
  block: string;
  label: string;
  testId: string;
}

export const BalanceFigure = observer(function BalanceFigure({ block, label, testId }: BalanceFigureProps) {
  const balance = session.userInfo?.currentBalance;
  return (
    <>
      <span className={`${block}__label`}>{label}</span>
      <strong className={`${block}__amount`} data-testid={testId}>
        {balance === undefined ? '—' : formatMoney(balance)}
      </strong>
    </>
  );
});
