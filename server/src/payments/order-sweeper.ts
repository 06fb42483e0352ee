// Every few seconds in the scheduler process: pending recharges past their time are closed at the provider and expired,
// and (when configured) sandbox withdrawals old enough are paid out. One pass at a time; a failed pass is logged and retried.
import { type FastifyBaseLogger } from 'fastify';
import { type OrderService } from './order-service';

const SWEEP_INTERVAL_MS = 5_000;

export class OrderSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly orders: OrderService,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = SWEEP_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    // The sweeper must never be what keeps a process alive.
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass at the given moment (tests pass a moment in the future instead of waiting for it). */
  async sweepOnce(now: number): Promise<{ expired: number; approved: number }> {
    const expired = await this.orders.expireDue(now);
    const approved = await this.orders.autoApproveWithdrawals(now);
    return { expired, approved };
  }

  private tick(): void {
    // A slow pass (a provider slow to close an order) is not overlapped by the next one.
    if (this.running) return;
    this.running = this.sweepOnce(this.now())
      .then(({ expired, approved }) => {
        if (expired + approved > 0) this.log.info({ expired, approved }, 'orders swept');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        this.running = null;
      });
  }
}
