// Places a bet slip whole or not at all: period open by the server clock, items enabled, stakes in range, the player's
// own limits, then one transaction with a conditional debit, one bet row per selection (odds snapshot) and one ledger row.
import { type Kysely } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { lockPlayer, sharePeriod } from '../db/row-lock';
import { BusinessError } from '../http/app-error';
import { formatCents } from '../http/money';
import { type Language } from '../i18n/language';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { enforcePlayerLimits } from './player-limits';

export interface SlipSelection {
  oddsId: number;
  /** Cents. */
  amount: number;
}

export interface SlipRequest {
  userId: number;
  issue: string;
  requestId: string;
  items: SlipSelection[];
}

export interface PlacedBet {
  id: number;
  oddsId: number;
  rankId: number;
  code: string;
  odds: number;
  amount: number;
}

export interface SlipResult {
  slipId: number;
  issue: string;
  total: number;
  balance: number;
  bets: PlacedBet[];
  /** True when this request id had already been accepted: nothing was debited again. */
  replayed: boolean;
}

export async function placeSlip(db: Kysely<Database>, dialect: Dialect, request: SlipRequest, language: Language, now: () => number = Date.now): Promise<SlipResult> {
  return db.transaction().execute(async (trx) => {
    await lockPlayer(trx, dialect, request.userId);

    const earlier = await trx.selectFrom('betSlip').selectAll().where('userId', '=', request.userId).where('requestId', '=', request.requestId).executeTakeFirst();
    if (earlier) {
      const bets = await trx.selectFrom('bet').select(['id', 'oddsId', 'rankId', 'code', 'odds', 'amount']).where('slipId', '=', earlier.id).orderBy('id').execute();
      const { balance } = await trx.selectFrom('appUser').select('balance').where('id', '=', request.userId).executeTakeFirstOrThrow();
      return { slipId: earlier.id, issue: earlier.issue, total: earlier.total, balance, bets, replayed: true };
    }

    // The server clock decides, read inside the transaction: a slip arriving at or after close is refused.
    await sharePeriod(trx, dialect, request.issue);
    const at = now();
    const period = await trx.selectFrom('drawPeriod').select(['issue', 'openAt', 'closeAt', 'status']).where('issue', '=', request.issue).executeTakeFirst();
    if (!period) throw new BusinessError('periodNotFound', { issue: request.issue });
    if (period.status !== 'scheduled' || at >= period.closeAt) throw new BusinessError('bettingClosed', { issue: request.issue });
    if (at < period.openAt) throw new BusinessError('periodNotOpen', { issue: request.issue });

    const oddsIds = [...new Set(request.items.map((item) => item.oddsId))];
    const catalogue = await trx
      .selectFrom('odds')
      .innerJoin('betRank', 'betRank.id', 'odds.rankId')
      .select(['odds.id', 'odds.rankId', 'odds.type', 'odds.code', 'odds.odds', 'odds.status', 'odds.minStake', 'odds.maxStake', 'betRank.status as rankStatus'])
      .where('odds.id', 'in', oddsIds)
      .execute();
    const byId = new Map(catalogue.map((row) => [row.id, row]));
    let total = 0;
    for (const item of request.items) {
      const odds = byId.get(item.oddsId);
      if (!odds || odds.status !== 1 || odds.rankStatus !== 1) throw new BusinessError('itemUnavailable');
      if (item.amount < odds.minStake || item.amount > odds.maxStake) {
        throw new BusinessError('stakeOutOfRange', { min: formatCents(odds.minStake), max: formatCents(odds.maxStake) });
      }
      total += item.amount;
    }

    await enforcePlayerLimits(trx, request.userId, total, at, language);

    const slip = await trx
      .insertInto('betSlip')
      .values({ userId: request.userId, requestId: request.requestId, issue: request.issue, total, createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const balance = await changeBalance(trx, { userId: request.userId, amount: -total, type: BALANCE_LOG_TYPE.bet, refKey: `slip:${slip.id}`, remark: request.issue, now: at });
    const bets = await trx
      .insertInto('bet')
      .values(
        request.items.map((item) => {
          const odds = byId.get(item.oddsId)!;
          return {
            slipId: slip.id,
            userId: request.userId,
            issue: request.issue,
            oddsId: odds.id,
            rankId: odds.rankId,
            type: odds.type,
            code: odds.code,
            odds: odds.odds,
            amount: item.amount,
            createdAt: at,
          };
        }),
      )
      .returning(['id', 'oddsId', 'rankId', 'code', 'odds', 'amount'])
      .execute();
    return { slipId: slip.id, issue: request.issue, total, balance, bets, replayed: false };
  });
}
