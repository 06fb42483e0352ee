/** The live state of the draw (mobx): the period on the board, the latest result, the server's clock and the socket's health. */
import { makeAutoObservable, runInAction } from '@racing/shared/src/state/mobx';
import { clockOffsetMs, periodPhase, secondsLeft, type PeriodPhase } from '../../lib/period-phase';
import { getCurrentDraw, type CurrentDraw, type DrawResult, type Period } from '../../api/draw-api';

export type Connection = 'offline' | 'connecting' | 'live' | 'reconnecting';

/** A draw this late with no result (nor next period) means events were missed: ask the server, at most this often. */
export const OVERDUE_AFTER_MS = 3_000;
export const CATCH_UP_EVERY_MS = 5_000;

/** The latest result, from the current-draw call or the socket's `result.drawn`, which carries no status. */
export type LatestResult = Omit<DrawResult, 'status'>;

/** The socket's `result.drawn` event: a result and the server's clock. */
export type DrawnEvent = LatestResult & { now?: string };

/** The socket's `bet.settled`: counts of my bets by outcome, what they staked in all and what they paid back. */
export interface SettledNotice {
  issue: string;
  stake: number;
  won: number;
  lost: number;
  pushed: number;
  payout: number;
}

/** Whether two of the server's answers say the same (small JSON objects, fields in the server's order). */
function sameAnswer(shown: unknown, answer: unknown): boolean {
  return shown === answer || (shown != null && answer != null && JSON.stringify(shown) === JSON.stringify(answer));
}

export class DrawStore {
  period: Period | null = null;
  latest: LatestResult | null = null;
  /** Add to Date.now() to get the server's time. */
  offsetMs = 0;
  loading = true;
  error: Error | undefined = undefined;
  connection: Connection = 'offline';
  /** The issue whose result has just arrived live: the balls play their reveal once. */
  revealIssue: string | null = null;
  /** The last of my bets settled while watching; bumps `settledCount` so lists of my bets reload. */
  settled: SettledNotice | null = null;
  settledCount = 0;
  /** Whole seconds shown by the countdown, and the phase: written by one ticker, so only their readers re-render. */
  seconds = 0;
  phase: PeriodPhase = 'none';
  /** Device clock of the last read of the current period, for the catch-up pace. */
  private lastRefreshAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** Reports when its call went out and was answered: the home's first read may have gone out with the page, before this store existed. */
    private readonly fetchCurrent: (onAnswered: (sentAt: number, receivedAt: number) => void) => Promise<CurrentDraw> = getCurrentDraw,
    private readonly clock: () => number = () => Date.now(),
  ) {
    makeAutoObservable<DrawStore, 'fetchCurrent' | 'clock' | 'lastRefreshAt'>(this, { fetchCurrent: false, clock: false, lastRefreshAt: false });
  }

  serverNow(): number {
    return this.clock() + this.offsetMs;
  }

  /** Loads (or catches up on) the current period and latest result; used at start and after every reconnect. */
  async refresh(): Promise<void> {
    const calledAt = this.clock();
    this.lastRefreshAt = calledAt;
    let answered: [sentAt: number, receivedAt: number] | undefined;
    try {
      const current = await this.fetchCurrent((sentAt, receivedAt) => (answered = [sentAt, receivedAt]));
      // The server's `now` is read against when its answer really went out and came, not when this call was made.
      const [sentAt, receivedAt] = answered ?? [calledAt, this.clock()];
      runInAction(() => {
        this.offsetMs = clockOffsetMs(current.now, sentAt, receivedAt);
        // Kept when the answer says what the board already shows: every (re)connect and return to the foreground re-reads,
        // and a new object would render the board, the balls and the countdown again for nothing.
        if (!sameAnswer(this.period, current.period)) this.period = current.period;
        if (current.latest && (!this.latest || current.latest.issue >= this.latest.issue) && !sameAnswer(this.latest, current.latest)) {
          this.latest = current.latest;
        }
        this.loading = false;
        this.error = undefined;
        this.tick();
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        if (!this.period && !this.latest) this.error = error instanceof Error ? error : new Error(String(error));
      });
    }
  }

  /** Re-reads the clock; mobx only notifies when the shown second or the phase really changes. */
  tick(): void {
    const now = this.serverNow();
    this.seconds = secondsLeft(this.period, now);
    this.phase = periodPhase(this.period, now);
  }

  /**
   * The socket can die without a word (a phone asleep, a lost network): when the period's draw time is well past and
   * still nothing came, read the current period and result again, every few seconds until they do.
   */
  catchUpIfOverdue(): void {
    if (!this.period || this.period.status === 'cancelled' || this.period.status === 'refunded') return;
    const overdue = this.serverNow() - Date.parse(this.period.drawAt) > OVERDUE_AFTER_MS;
    if (overdue && this.clock() - this.lastRefreshAt >= CATCH_UP_EVERY_MS) void this.refresh();
  }

  /** Every server event carries its clock: keep the offset fresh (delivery delay makes it at most a little late). */
  private syncClock(nowIso: string | undefined): void {
    if (!nowIso) return;
    const received = this.clock();
    this.offsetMs = clockOffsetMs(nowIso, received, received);
  }

  periodOpened(event: { period: Period; now?: string }): void {
    this.syncClock(event.now);
    if (!this.period || event.period.issue >= this.period.issue || this.phase !== 'open') this.period = event.period;
    this.tick();
  }

  periodClosed(event: { period: Period; now?: string }): void {
    this.syncClock(event.now);
    if (this.period?.issue === event.period.issue) this.period = { ...event.period, status: 'closed' };
    this.tick();
  }

  resultDrawn(result: DrawnEvent): void {
    this.syncClock(result.now);
    const { now: _now, ...drawn } = result;
    if (!this.latest || drawn.issue > this.latest.issue) {
      this.latest = drawn;
      this.revealIssue = drawn.issue;
    }
    if (this.period?.issue === drawn.issue) this.period = { ...this.period, status: 'drawn' };
    this.tick();
  }

  periodCancelled(event: { issue: string; now?: string }): void {
    this.syncClock(event.now);
    if (this.period?.issue === event.issue) this.period = { ...this.period, status: 'cancelled' };
    this.tick();
  }

  betSettled(notice: SettledNotice): void {
    this.settled = notice;
    this.settledCount += 1;
  }

  dismissSettled(): void {
    this.settled = null;
  }

  revealDone(): void {
    this.revealIssue = null;
  }

  setConnection(connection: Connection): void {
    this.connection = connection;
  }
}

/** The draw state of this remote's pages. */
export const drawStore = new DrawStore();
