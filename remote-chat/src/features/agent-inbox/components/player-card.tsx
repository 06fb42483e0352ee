/** The right column: who the player is (nickname, masked phone, balance, account state), their last bets and their open orders. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatOdds } from '@racing/shared/src/format/format-number';
import type { CsLastBet, CsPlayerCard } from '../api/inbox-types';
import type { InboxStore } from '../inbox-store';
import { playerName } from '../player-name';
import { PlayerAvatar } from './player-avatar';

/** Items that are words, not numbers; shared's `items` names them in the operator's language. */
const WORD_ITEMS = new Set(['big', 'small', 'odd', 'even']);

function BetRow({ bet }: { bet: CsLastBet }) {
  const { t } = useTranslation();
  const place = bet.rankId === 0 ? t('inbox:card.sum') : t('inbox:card.place', { place: bet.rankId });
  const item = WORD_ITEMS.has(bet.code) ? t(`items.${bet.code}`) : bet.code;
  return (
    <li className="inbox-card__line">
      <span className="inbox-card__line-main">
        {t('inbox:card.bet', { issue: bet.issue, place, item, odds: formatOdds(bet.odds / 1000) })}
        <time className="inbox-card__muted">{formatDate(bet.createTime, 'shortDateTime')}</time>
      </span>
      <span className="inbox-card__line-side">
        <span>{formatMoney(bet.amount)}</span>
        <span className={`inbox-card__status inbox-card__status--${bet.status}`}>
          {t(`inbox:card.betStatus.${bet.status}`, { defaultValue: bet.status })}
          {bet.payout > 0 && ` ${formatMoney(bet.payout, { withSign: true })}`}
        </span>
      </span>
    </li>
  );
}

function CardBody({ card }: { card: CsPlayerCard }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="inbox-card__who">
        <PlayerAvatar name={playerName(t, card)} url={card.avatarUrl} size={56} />
        <div>
          <div className="inbox-card__name" data-testid="inbox-card-name">
            {playerName(t, card)}
          </div>
          <div className="inbox-card__muted">{t('inbox:card.playerId', { id: card.id })}</div>
        </div>
      </div>
      <dl className="inbox-card__facts">
        <dt>{t('inbox:card.phone')}</dt>
        <dd data-testid="inbox-card-phone">{card.phone ?? t('inbox:card.none')}</dd>
        <dt>{t('inbox:card.balance')}</dt>
        <dd data-testid="inbox-card-balance">{formatMoney(card.balance)}</dd>
        <dt>{t('inbox:card.status')}</dt>
        <dd>{t(`inbox:card.accountStatus.${card.status}`, { defaultValue: card.status })}</dd>
        <dt>{t('inbox:card.since')}</dt>
        <dd>{formatDate(card.createTime, 'date')}</dd>
      </dl>
      <h3 className="inbox-card__heading">{t('inbox:card.lastBets')}</h3>
      {card.lastBets.length === 0 ? (
        <p className="inbox-card__muted">{t('inbox:card.noBets')}</p>
      ) : (
        <ul className="inbox-card__lines" data-testid="inbox-card-bets">
          {card.lastBets.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
      <h3 className="inbox-card__heading">{t('inbox:card.openOrders')}</h3>
      {card.openOrders.length === 0 ? (
        <p className="inbox-card__muted">{t('inbox:card.noOrders')}</p>
      ) : (
        <ul className="inbox-card__lines" data-testid="inbox-card-orders">
          {card.openOrders.map((order) => (
            <li key={order.orderNo} className="inbox-card__line">
              <span className="inbox-card__line-main">
                {t(`inbox:card.orderKind.${order.kind}`, { defaultValue: order.kind })}
                <span className="inbox-card__muted">{order.orderNo}</span>
              </span>
              <span className="inbox-card__line-side">
                <span>{formatMoney(order.amount)}</span>
                <span className="inbox-card__status">{t(`inbox:card.orderStatus.${order.status}`, { defaultValue: order.status })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const PlayerCardPane = observer(function PlayerCardPane({ store }: { store: InboxStore }) {
  const { t } = useTranslation();
  const id = store.openId;
  const state = id === null ? undefined : store.cards.get(id);
  return (
    <aside className="agent-inbox__card" data-testid="inbox-player-card" aria-label={t('inbox:card.title')}>
      <div className="inbox-pane-head inbox-pane-head--phone">
        <Button size="small" fill="none" onClick={() => store.showPane('conversation')} data-testid="inbox-card-back">
          ‹ {t('inbox:back')}
        </Button>
        <h2 className="inbox-pane-head__title">{t('inbox:card.title')}</h2>
      </div>
      {id === null && <p className="inbox-lists__empty">{t('inbox:card.pick')}</p>}
      {state?.loading && !state.card && <DotLoading />}
      {state?.error && (
        <div className="inbox-error" role="alert">
          <span>{state.error}</span>
          <Button size="mini" onClick={() => {
              if (id !== null) void store.loadCard(id);
            }}>
            {t('inbox:retry')}
          </Button>
        </div>
      )}
      {state?.card && <CardBody card={state.card} />}
    </aside>
  );
});
