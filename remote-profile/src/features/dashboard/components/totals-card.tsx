/** The range's totals as figures: stake, payout, net, number of bets and the win rate. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { signOf, winRatePercent, type OutcomeFigures } from '../dashboard-figures';
import type { ChartTexts } from './dashboard-chart-specs';

export function TotalsCard({ totals, texts }: { totals: OutcomeFigures; texts: ChartTexts }) {
  const { t } = useTranslation();
  const winPercent = winRatePercent(totals.winRate);
  return (
    <section className="dashboard-card" data-testid="dashboard-totals" aria-label={t('dashboard.totals')}>
      <div className="dashboard-net">
        <span className="dashboard-label">{t('dashboard.net')}</span>
        <strong className={`dashboard-money dashboard-money--${signOf(totals.net)}`} data-testid="dashboard-net">
          {formatMoney(totals.net, { withSign: true })}
        </strong>
      </div>
      <dl className="dashboard-figures">
        <div>
          <dt>{t('dashboard.staked')}</dt>
          <dd data-testid="dashboard-staked">{formatMoney(totals.staked)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.paidOut')}</dt>
          <dd data-testid="dashboard-paid-out">{formatMoney(totals.paidOut)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.bets')}</dt>
          <dd data-testid="dashboard-bet-count">{formatNumber(totals.betCount)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.winRate')}</dt>
          <dd data-testid="dashboard-win-rate">{winPercent === null ? t('dashboard.noneSettled') : texts.percent(winPercent)}</dd>
        </div>
      </dl>
    </section>
  );
}
