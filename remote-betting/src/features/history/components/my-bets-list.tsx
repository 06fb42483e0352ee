/**
 * My bets, newest first: period, pick, odds, stake, status, payout and the period's result; guests are asked to log in.
 * The page may add an action per slip (publishing it as a plan), shown under the slip's first row.
 */
import { useEffect, type ReactNode } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { InfiniteScroll } from '@racing/shared/src/ui/infinite-scroll';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatOdds } from '@racing/shared/src/format/format-number';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { NumberBalls } from '../../../components/number-balls';
import { getMyBets, type MyBet } from '../api/my-bets-api';
import { decidingPlaces } from '../deciding-places';
import { ListSkeleton } from './results-list';

interface MyBetsListProps {
  reloadKey: number;
  /** What to offer for a whole slip, given its first (newest) bet. */
  slipAction?: (bet: MyBet) => ReactNode;
}

/** The rows that open a slip: its bets are listed together, the first one carries the slip's action. */
function firstRowsOfSlips(bets: readonly MyBet[]): Set<number> {
  const seen = new Set<number>();
  const first = new Set<number>();
  for (const bet of bets) {
    if (seen.has(bet.slipId)) continue;
    seen.add(bet.slipId);
    first.add(bet.id);
  }
  return first;
}

export const MyBetsList = observer(function MyBetsList({ reloadKey, slipAction }: MyBetsListProps) {
  const { t } = useTranslation();
  const loggedIn = session.isLoggedIn;
  const list = usePagedList((cursor) => (loggedIn ? getMyBets({ size: 20, cursor }) : null), [loggedIn]);
  useEffect(() => {
    if (reloadKey > 0 && loggedIn) void list.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settlement (a new reloadKey) triggers it; the list and the login state are read as they are then
  }, [reloadKey]);

  const slipStarts = firstRowsOfSlips(list.items);

  if (!loggedIn) {
    return (
      <div className="empty">
        <p>{t('history.loginForBets')}</p>
        <Link to={LOGIN_PATH} className="chip">{t('user.logIn')}</Link>
      </div>
    );
  }
  return (
    <PullToRefresh onRefresh={list.refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
      {list.loading ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <div className="empty" data-testid="bets-empty">
          <p>{t('history.noBets')}</p>
          <Link to="/" className="chip">{t('history.goBet')}</Link>
        </div>
      ) : (
        <ul className="result-list" data-testid="bet-list">
          {list.items.map((bet) => (
            <li key={bet.id} className="result-row bet-row" data-testid="bet-row">
              <div className="result-row__head">
                <strong>{t('draw.issue', { issue: bet.issue })}</strong>
                <span className={`bet-status bet-status--${bet.status}`} data-testid="bet-status">{t(`betStatus.${bet.status}`)}</span>
              </div>
              <div className="bet-row__pick">
                {bet.rankName} · <b>{bet.itemName}</b> @{formatOdds(bet.odds)}
              </div>
              <div className="bet-row__money">
                <span>{t('history.stake', { amount: formatMoney(bet.amount) })}</span>
                {/* A pending bet has no payout yet: "Payout 0.00" read as a loss. */}
                {bet.status !== 0 && <span data-testid="bet-payout">{t('history.payout', { amount: formatMoney(bet.payout) })}</span>}
                <span className="muted">{formatDate(bet.createTime, 'shortDateTime')}</span>
              </div>
              {bet.result && <NumberBalls places={bet.result} size="sm" focus={decidingPlaces(bet.rankId, bet.code)} />}
              {slipAction && slipStarts.has(bet.id) && slipAction(bet)}
            </li>
          ))}
        </ul>
      )}
      {!list.loading && list.items.length > 0 && (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
          {(hasMore) => <span className="muted">{hasMore ? t('shell.loading') : t('history.end')}</span>}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
});
