// The sandbox's cashier side: the payer's decision (pay, cancel, fail) taken once on an open payment, then the signed
// notification delivered to the server, retried until it is acknowledged, repeated or delayed when a tester asks.
import { type Kysely, type Selectable } from 'kysely';
import { type Database, type SandboxPaymentTable } from '../db/schema';
import { SANDBOX_NOTIFY_PATH, signedSandboxHeaders, type SandboxNotificationBody } from './sandbox-notification';

export type SandboxPayment = Selectable<SandboxPaymentTable>;

/** Posts one notification into the server (the app passes an app.inject-based one) and returns its answer. */
export type DeliverNotification = (path: string, headers: Record<string, string>, body: string) => Promise<{ status: number; body: string }>;

/** Runs `run` after `delayMs`; the returned function cancels it. The default is an unref'd setTimeout. */
export type Scheduler = (run: () => void, delayMs: number) => () => void;

/** After a failed delivery, the next tries wait this long (five tries in all), as real providers back off. */
const SANDBOX_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000, 60_000];
export const SANDBOX_MAX_REPEAT = 3;
export const SANDBOX_MAX_LATE_SECONDS = 120;

export const SANDBOX_OUTCOMES = ['pay', 'cancel', 'fail'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
const DECIDED_STATUS = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const satisfies Record<SandboxOutcome, SandboxNotificationBody['status']>;

export interface TesterOptions {
  /** Extra deliveries of the same notification (0..3), sent alongside the first: the server must credit once. */
  repeat?: number;
  /** Seconds (0..120) before the notification is first sent: the payer is back on the result page before it arrives. */
  lateSeconds?: number;
}

/** decided: this call took the decision. Otherwise the payment was already decided or closed, expired, or is unknown (null). */
export type DecideResult = { decided: true; payment: SandboxPayment } | { decided: false; payment: SandboxPayment | null };

export interface SandboxGatewayOptions {
  db: Kysely<Database>;
  secret: string;
  deliver: DeliverNotification;
  now?: () => number;
  /** Replaces the unref'd setTimeout waited with between retries and before late deliveries (tests). */
  schedule?: Scheduler;
  /** Told when a delivery fails or is given up; the sandbox has no other way to say so. */
  log?: { warn(details: object, message: string): void };
}

const unrefTimeout: Scheduler = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  // A pending retry must not keep a process (or a test run) alive on its own.
  timer.unref();
  return () => clearTimeout(timer);
};

function isSuccessAck(body: string): boolean {
  try {
    return (JSON.parse(body) as { code?: unknown })?.code === 'SUCCESS';
  } catch {
    return false;
  }
}

function notificationOf(payment: SandboxPayment): SandboxNotificationBody {
  const status = payment.status;
  if (status !== 'paid' && status !== 'cancelled' && status !== 'failed') throw new Error(`sandbox payment ${payment.tradeNo} was not decided by the payer (${status})`);
  return {
    tradeNo: payment.tradeNo,
    orderNo: payment.orderNo,
    status,
    amount: payment.amount,
    currency: payment.currency,
    attach: payment.attach,
    paidAt: status === 'paid' ? payment.decidedAt : null,
  };
}

export class SandboxGateway {
  private readonly db: Kysely<Database>;
  private readonly secret: string;
  private readonly deliver: DeliverNotification;
  /** The sandbox's clock: the cashier page tells an expired payment by it as decisions do. */
  readonly now: () => number;
  private readonly schedule: Scheduler;
  private readonly log: SandboxGatewayOptions['log'];
  private readonly timers = new Set<() => void>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(options: SandboxGatewayOptions) {
    this.db = options.db;
    this.secret = options.secret;
    this.deliver = options.deliver;
    this.now = options.now ?? Date.now;
    this.schedule = options.schedule ?? unrefTimeout;
    this.log = options.log;
  }

  payment(tradeNo: string): Promise<SandboxPayment | undefined> {
    return this.db.selectFrom('sandboxPayment').selectAll().where('tradeNo', '=', tradeNo).executeTakeFirst();
  }

  /**
   * The payer's decision. Taken only while the payment is open and unexpired, by one conditional update: of two
   * decisions racing, one wins and the other changes nothing. Then the notification goes out (its first try awaited
   * unless it is to be late), and again `repeat` more times.
   */
  async decide(tradeNo: string, outcome: SandboxOutcome, tester: TesterOptions = {}): Promise<DecideResult> {
    const now = this.now();
    const decided = await this.db
      .updateTable('sandboxPayment')
      .set({ status: DECIDED_STATUS[outcome], decidedAt: now })
      .where('tradeNo', '=', tradeNo)
      .where('status', '=', 'open')
      .where('expiresAt', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!decided) return { decided: false, payment: (await this.payment(tradeNo)) ?? null };

    const body = JSON.stringify(notificationOf(decided));
    const repeat = Math.min(Math.max(Math.trunc(tester.repeat ?? 0), 0), SANDBOX_MAX_REPEAT);
    const lateSeconds = Math.min(Math.max(Math.trunc(tester.lateSeconds ?? 0), 0), SANDBOX_MAX_LATE_SECONDS);
    const deliveries = Array.from({ length: 1 + repeat }, () => body);
    if (lateSeconds > 0) {
      for (const one of deliveries) this.later(() => this.attempt(one, 0), lateSeconds * 1000);
    } else {
      // The payer's browser goes back to the result page next: the first try lands before that, as a real provider's usually does.
      await Promise.all(deliveries.map((one) => this.track(this.attempt(one, 0))));
    }
    return { decided: true, payment: decided };
  }

  /** Cancels every pending retry and late delivery and waits for the deliveries under way (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    await Promise.all([...this.inFlight]);
  }

  /** Resolves when no delivery is under way (scheduled ones are not waited for). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async attempt(body: string, tried: number): Promise<void> {
    if (this.stopped) return;
    if (await this.deliverOnce(body, tried + 1)) return;
    const delay = SANDBOX_RETRY_DELAYS_MS[tried];
    if (delay === undefined) {
      this.log?.warn({ tries: tried + 1, body }, 'sandbox notification given up: the server never acknowledged it');
      return;
    }
    this.later(() => this.attempt(body, tried + 1), delay);
  }

  private async deliverOnce(body: string, tryNumber: number): Promise<boolean> {
    try {
      const answer = await this.deliver(SANDBOX_NOTIFY_PATH, signedSandboxHeaders(this.secret, body, this.now()), body);
      if (answer.status === 200 && isSuccessAck(answer.body)) return true;
      this.log?.warn({ try: tryNumber, status: answer.status, answer: answer.body.slice(0, 200) }, 'sandbox notification not acknowledged');
    } catch (error) {
      this.log?.warn({ try: tryNumber, err: error }, 'sandbox notification could not be delivered');
    }
    return false;
  }

  private later(run: () => Promise<void>, delayMs: number): void {
    if (this.stopped) return;
    const cancel = this.schedule(() => {
      this.timers.delete(cancel);
      void this.track(run());
    }, delayMs);
    this.timers.add(cancel);
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }
}
