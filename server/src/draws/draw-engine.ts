// Runs the schedule by the server clock: commits each day's hash chain ahead, creates its periods, draws each one on time
// from its chain key alone, settles it, and catches up after downtime. Every step is a conditional update, so it happens
// exactly once even with several processes or a crash in the middle.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type FastifyBaseLogger } from 'fastify';
import { type AppConfig } from '../config';
import { type Dialect } from '../db/database';
import { type Database, type DrawPeriodRow } from '../db/schema';
import { createHashChain, restoreHashChain } from '../domain/draw/hash-chain';
import { assignedRound, BEACON_DELAY_SECONDS, roundTime, type BeaconRound } from '../domain/draw/beacon-round';
import { drawBeaconOf, type DrawBeacon } from './draw-beacon';
import { drawPermutation, DRAW_ALGORITHM_VERSION } from '../domain/draw/draw-permutation';
import { businessDate, nextDate, periodsOfDay } from '../domain/draw/period-schedule';
import { BET_STATUS, periodOutcomes, type OutcomeRow } from '../domain/draw/period-outcomes';
import { betStatus, betsWithOutcome } from '../betting/bet-outcome';
import { type PeriodView, type RealtimePublisher } from '../realtime/realtime-events';
import { NotificationService } from '../notifications/notification-service';
import { creditPaidBets, paidBetsOfCancellation, paidBetsOfDraw, settlementsOf, type PaidBets, type PlayerSettlement } from './settle-period';

type PeriodRow = DrawPeriodRow;

/**
 * The outcomes a draw stores: only those that pay (won, push, refunded). A settled bet whose item has no row lost, so a
 * period keeps about 40 rows instead of one per play item.
 */
export function storedOutcomeRows(outcomes: OutcomeRow[]): OutcomeRow[] {
  return outcomes.filter((o) => o.outcome !== BET_STATUS.lost);
}

export function periodStatus(period: Pick<PeriodRow, 'status' | 'openAt' | 'closeAt'>, now: number): PeriodView['status'] {
  if (period.status !== 'scheduled') return period.status;
  if (now < period.openAt) return 'scheduled';
  return now < period.closeAt ? 'open' : 'closed';
}

export function periodView(period: PeriodRow, now: number): PeriodView {
  return {
    issue: period.issue,
    openAt: new Date(period.openAt).toISOString(),
    closeAt: new Date(period.closeAt).toISOString(),
    drawAt: new Date(period.drawAt).toISOString(),
    status: periodStatus(period, now),
  };
}

export class DrawEngine {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastTick: number | undefined;
  /** Pushes (and prunes after) the betSettled notifications a settlement wrote in its transaction. */
  private readonly notifications: NotificationService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly config: Pick<AppConfig, 'draws' | 'timeZone' | 'sumEleven' | 'publicUrl'>,
    private readonly realtime: () => RealtimePublisher,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** The public randomness beacon (none unless DRAW_BEACON is set). */
    private readonly beacon: DrawBeacon = drawBeaconOf(config, log),
  ) {
    this.notifications = new NotificationService({ db, realtime, log, publicUrl: config.publicUrl, now });
  }

  private get schedule() {
    return { timeZone: this.config.timeZone, intervalSeconds: this.config.draws.intervalSeconds, closeSeconds: this.config.draws.closeSeconds };
  }

  /** Ticks every second; the first tick catches up on whatever was missed while the server was down. */
  start(): void {
    if (this.timer) return;
    // A process taking the schedule over announces from now on: what opened before was announced by the previous holder.
    this.lastTick = undefined;
    const loop = () => {
      this.running = this.tick()
        .catch((error) => this.log.error({ err: error }, 'draw schedule tick failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    loop();
    this.timer = setInterval(() => {
      if (!this.running) loop();
    }, 1000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass: make sure today and tomorrow are committed, announce openings and closings, draw and settle what is due. */
  async tick(): Promise<void> {
    const now = this.now();
    const today = businessDate(now, this.config.timeZone);
    // A commitment that cannot be made now (the beacon's chain info unreachable) must not hold up the draws that are due.
    for (const date of [today, nextDate(today)]) await this.ensureDay(date).catch((error) => this.log.error({ err: error, chain: date }, 'hash chain not committed yet'));
    await this.announce(now);
    const due = await this.db
      .selectFrom('drawPeriod')
      .select(['issue', 'status'])
      .where('drawAt', '<=', now)
      .where('status', 'in', ['scheduled', 'drawn', 'cancelled'])
      .orderBy('drawAt')
      .limit(5000)
      .execute();
    for (const period of due) {
      if (period.status === 'scheduled') await this.draw(period.issue);
      if (period.status === 'cancelled') await this.refund(period.issue);
      else await this.settle(period.issue);
    }
    // An operator cancels a period before its draw is due: one whose refund a crash interrupted is refunded now, not at its draw time.
    const cancelledEarly = await this.db.selectFrom('drawPeriod').select('issue').where('status', '=', 'cancelled').where('drawAt', '>', now).execute();
    for (const period of cancelledEarly) await this.refund(period.issue);
  }

  /**
   * Commits the day's chain (once, whichever process gets there first) and creates its periods that have not opened
   * yet: the commitment is public before any period of the chain opens. A server started mid-day begins at the next period.
   */
  async ensureDay(date: string): Promise<void> {
    const existing = await this.db.selectFrom('drawChain').select('id').where('id', '=', date).executeTakeFirst();
    if (existing) return;
    const day = periodsOfDay(date, this.schedule);
    const now = this.now();
    const periods = day.filter((p) => p.openAt >= now);
    if (periods.length === 0) return;
    // Each period's round is fixed now, with the commitment: nobody can pick another one later.
    const beacon = await this.beacon.chain();
    const chain = createHashChain(day.length);
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('drawChain')
        .values({
          id: date,
          seedHex: chain.seedHexForStorage(),
          commitmentHex: chain.commitmentHex,
          length: day.length,
          firstIssue: periods[0].issue,
          algorithm: DRAW_ALGORITHM_VERSION,
          salt: this.config.draws.salt,
          createdAt: now,
          beaconChainHash: beacon?.chainHash ?? null,
          beaconPublicKey: beacon?.publicKey ?? null,
          beaconGenesisTime: beacon?.genesisTime ?? null,
          beaconPeriodSeconds: beacon?.periodSeconds ?? null,
          beaconDelaySeconds: beacon ? BEACON_DELAY_SECONDS : null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (let i = 0; i < periods.length; i += 100) {
        await trx
          .insertInto('drawPeriod')
          .values(
            periods.slice(i, i + 100).map((p) => ({
              issue: p.issue,
              chainId: date,
              chainIndex: p.index,
              openAt: p.openAt,
              closeAt: p.closeAt,
              drawAt: p.drawAt,
              status: 'scheduled' as const,
              result: null,
              revealedKeyHex: null,
              drawnAt: null,
              settledAt: null,
              cancelReason: null,
              beaconRound: beacon ? assignedRound(beacon, p.closeAt) : null,
            })),
          )
          .onConflict((oc) => oc.column('issue').doNothing())
          .execute();
      }
    });
    this.log.info({ chain: date, periods: periods.length, firstIssue: periods[0].issue, commitment: chain.commitmentHex, beacon: beacon?.chainHash }, 'hash chain committed');
  }

  private async announce(now: number): Promise<void> {
    const since = this.lastTick ?? now - 1;
    this.lastTick = now;
    if (since >= now) return;
    const opened = await this.db.selectFrom('drawPeriod').selectAll().where('openAt', '>', since).where('openAt', '<=', now).where('status', '=', 'scheduled').execute();
    for (const period of opened) this.realtime().publishPublic({ type: 'period.opened', period: periodView(period, now), now: new Date(now).toISOString() });
    const closed = await this.db.selectFrom('drawPeriod').selectAll().where('closeAt', '>', since).where('closeAt', '<=', now).where('status', '=', 'scheduled').execute();
    for (const period of closed) this.realtime().publishPublic({ type: 'period.closed', period: periodView(period, now), now: new Date(now).toISOString() });
  }

  /**
   * Fixes the result from the period's chain key (and its beacon round, when the commitment assigned one) and nothing
   * else, with the outcome of every play item. Drawing again after a crash computes the same result: it is the chain's
   * and the round's, not the moment's. A period whose round cannot be had yet stays scheduled (betting closed) and is
   * tried again next tick; past DRAW_BEACON_WAIT_SECONDS after its draw time it is cancelled and refunded instead.
   */
  async draw(issue: string): Promise<boolean> {
    const period = await this.db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirst();
    if (!period || period.status !== 'scheduled' || period.drawAt > this.now()) return false;
    const chainRow = await this.db.selectFrom('drawChain').selectAll().where('id', '=', period.chainId).executeTakeFirst();
    if (!chainRow) {
      await this.cancel(issue, 'noCommittedChain');
      return false;
    }
    let round: BeaconRound | undefined;
    if (period.beaconRound !== null) {
      round = await this.beaconRoundOf(period, chainRow);
      if (!round) {
        const waitSeconds = this.config.draws.beacon?.waitSeconds ?? 0;
        if (this.now() >= period.drawAt + waitSeconds * 1000) await this.cancel(issue, 'beaconUnavailable');
        return false;
      }
    }
    const key = restoreHashChain(chainRow.seedHex, chainRow.length).keyFor(period.chainIndex);
    const places = drawPermutation(key, issue, round ? round.randomness : chainRow.salt);
    const items = await this.db.selectFrom('odds').select(['rankId', 'code']).execute();
    const outcomes = periodOutcomes(places, items, this.config.sumEleven);
    const now = this.now();
    const drawn = await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('drawPeriod')
        .set({ status: 'drawn', result: places.join(','), revealedKeyHex: key.toString('hex'), drawnAt: now, beaconRandomness: round?.randomness ?? null, beaconSignature: round?.signature ?? null })
        .where('issue', '=', issue)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const paying = storedOutcomeRows(outcomes);
      if (paying.length > 0) {
        await trx
          .insertInto('drawOutcome')
          .values(paying.map((o) => ({ issue, rankId: o.rankId, code: o.code, outcome: o.outcome })))
          .onConflict((oc) => oc.columns(['issue', 'rankId', 'code']).doNothing())
          .execute();
      }
      // A bet on an item no longer in the catalogue gets its stake back (a refunded row), never "lost" by absence.
      const judged = outcomes.map((o) => sql`(${o.rankId}, ${o.code})`);
      await sql`
        insert into draw_outcome (issue, rank_id, code, outcome)
        select distinct b.issue, b.rank_id, b.code, ${sql.lit(BET_STATUS.refunded)} from bet b
        where b.issue = ${issue} and not exists (select 1 from draw_outcome o where o.issue = b.issue and o.rank_id = b.rank_id and o.code = b.code)
          ${judged.length > 0 ? sql`and (b.rank_id, b.code) not in (${sql.join(judged)})` : sql``}
      `.execute(trx);
      await trx.updateTable('drawCounter').set({ drawn: sql`drawn + 1` }).where('id', '=', 1).execute();
      return true;
    });
    if (drawn) {
      this.log.info({ issue, places }, 'period drawn');
      this.realtime().publishPublic({
        type: 'result.drawn',
        issue,
        places,
        drawAt: new Date(period.drawAt).toISOString(),
        seed: key.toString('hex'),
        chainId: period.chainId,
        chainIndex: period.chainIndex,
        closeAt: new Date(period.closeAt).toISOString(),
        beacon: round ? { round: round.round, randomness: round.randomness, signature: round.signature } : null,
        now: new Date(now).toISOString(),
      });
    }
    return drawn;
  }

  /**
   * The period's assigned round from the beacon of its commitment, checked; undefined while its time has not come (by
   * this server's clock) or when no relay gave a genuine one.
   */
  private async beaconRoundOf(period: PeriodRow, chainRow: { beaconChainHash: string | null; beaconPublicKey: string | null; beaconGenesisTime: number | null; beaconPeriodSeconds: number | null }): Promise<BeaconRound | undefined> {
    const { beaconChainHash: chainHash, beaconPublicKey: publicKey, beaconGenesisTime: genesisTime, beaconPeriodSeconds: periodSeconds } = chainRow;
    if (!chainHash || !publicKey || genesisTime === null || periodSeconds === null || period.beaconRound === null) return undefined;
    if (this.now() < roundTime({ genesisTime, periodSeconds }, period.beaconRound)) return undefined;
    const round = await this.beacon.fetchRound({ chainHash, publicKey }, period.beaconRound);
    if (!round) this.log.warn({ issue: period.issue, round: period.beaconRound }, 'beacon round not available yet: the period waits for it');
    return round;
  }

  /** Pays a drawn period in one transaction; a crash anywhere rolls it back whole and the next tick settles it again. */
  async settle(issue: string): Promise<PlayerSettlement[] | undefined> {
    const started = Date.now();
    const players = await this.pay(issue, 'drawn', 'settled', paidBetsOfDraw(issue));
    if (players) this.log.info({ issue, players: players.length, ms: Date.now() - started }, 'period settled');
    return players;
  }

  /**
   * Claims the period (`from` → `to`) and credits `paid` in one transaction, exactly once; then tells each player of the
   * period what they got. Bets are not touched: their status follows from the period's new state.
   */
  private async pay(issue: string, from: PeriodRow['status'], to: PeriodRow['status'], paid: PaidBets): Promise<PlayerSettlement[] | undefined> {
    const now = this.now();
    const claimed = await this.db.transaction().execute(async (trx) => {
      const claim = await trx.updateTable('drawPeriod').set({ status: to, settledAt: now }).where('issue', '=', issue).where('status', '=', from).executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await creditPaidBets(trx, this.dialect, issue, paid, now, to === 'refunded');
      return true;
    });
    if (!claimed) return undefined;
    const players = await settlementsOf(this.db, issue, paid);
    await this.notifyPlayers(issue, players);
    return players;
  }

  /**
   * Stops a period that cannot be drawn; its stakes are refunded by the next step (or, after a crash, by the next tick).
   * Only a period not yet drawn can be cancelled. `reason` is a reason code (noCommittedChain, or an operator's), stored
   * and published as such: whoever shows it words it in their reader's language. `alongside` runs in the cancelling
   * transaction (an operator's audit row), so the cancellation and its record commit together or not at all.
   */
  async cancel(issue: string, reason: string, alongside?: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
    const cancelled = await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('drawPeriod').set({ status: 'cancelled', cancelReason: reason.slice(0, 255) }).where('issue', '=', issue).where('status', '=', 'scheduled').executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await alongside?.(trx);
      return true;
    });
    if (cancelled) {
      this.log.warn({ issue, reason }, 'period cancelled');
      this.realtime().publishPublic({ type: 'period.cancelled', issue, reason, now: new Date(this.now()).toISOString() });
      await this.refund(issue);
    }
    return cancelled;
  }

  /** Refunds every stake of a cancelled period, exactly once. */
  async refund(issue: string): Promise<PlayerSettlement[] | undefined> {
    return this.pay(issue, 'cancelled', 'refunded', paidBetsOfCancellation(issue));
  }

  /** After the commit: each player's bet.settled and balance.changed, and the betSettled notification written with the settlement (never throws). */
  private async notifyPlayers(issue: string, players: PlayerSettlement[]): Promise<void> {
    const realtime = this.realtime();
    for (const p of players) {
      realtime.publishToPlayer({ type: 'bet.settled', userId: p.userId, issue, stake: p.stake, won: p.won, lost: p.lost, pushed: p.pushed + p.refunded, payout: p.payout });
      if (p.payout > 0) realtime.publishToPlayer({ type: 'balance.changed', userId: p.userId, balance: p.balance, reason: 'settlement' });
    }
    await this.notifications.afterWritten('betSettled', issue, players.map((p) => p.userId));
  }

  /** Pending bets of a period, for tests and operators. */
  async pendingBets(issue: string): Promise<number> {
    const row = await betsWithOutcome(this.db).select(sql<number>`count(*)`.as('n')).where('b.issue', '=', issue).where(betStatus, '=', BET_STATUS.pending).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
