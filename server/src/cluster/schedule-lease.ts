// Which process runs the schedule (draws, settlement, the order sweeper). Embedded: this one. PostgreSQL: whichever holds
// a session-level advisory lock on a connection of its own; the others stand by and try again every second, so when the
// holder dies (its connection closes with it, and PostgreSQL lets go of the lock) another takes over within about a second.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { type FastifyBaseLogger } from 'fastify';

export type ScheduleRole = 'leader' | 'standby' | 'off';

const WARN_EVERY_MS = 30_000;

/** Something only the schedule's holder runs: started when the lease is won, stopped (and awaited) when it is lost. */
export interface ScheduledJob {
  start(): void;
  stop(): Promise<void>;
}

export interface ScheduleLease {
  readonly role: ScheduleRole;
  /** Begins holding or trying for the schedule. */
  start(): void;
  /** Stops the jobs (waiting for a pass under way), then lets the schedule go so another process takes it at once. */
  stop(): Promise<void>;
}

/** Runs its jobs from start to stop: the embedded database (one process) and processes with the scheduler off. */
export class LocalLease implements ScheduleLease {
  private running = false;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly enabled: boolean,
  ) {}

  get role(): ScheduleRole {
    if (!this.enabled) return 'off';
    return this.running ? 'leader' : 'standby';
  }

  start(): void {
    if (!this.enabled || this.running) return;
    this.running = true;
    for (const job of this.jobs) job.start();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await Promise.all(this.jobs.map((job) => job.stop()));
  }
}

export interface AdvisoryLeaseOptions {
  databaseUrl: string;
  /** The schema the app works in: deployments (and tests) in other schemas of one database hold their own schedule. */
  schema: string | undefined;
  jobs: readonly ScheduledJob[];
  log: FastifyBaseLogger;
  /** How often a stand-by process tries for the lock, and the holder checks its connection is alive. */
  pollMs?: number;
}

/** The lock's two 32-bit keys: our application's, and the schema's (so each deployment in one database has its own). */
export function scheduleLockKeys(schema: string | undefined): [number, number] {
  const digest = createHash('sha256').update(`racing-draws schedule:${schema ?? 'public'}`).digest();
  return [0x52414345 /* "RACE" */, digest.readInt32BE(0)];
}

/**
 * A PostgreSQL session-level advisory lock on a dedicated connection. The lock lives exactly as long as that session:
 * a process killed with -9 closes its socket and PostgreSQL frees the lock at once; a machine that vanishes is noticed
 * by TCP keepalive. The holder pings its connection every poll and steps down (stops its jobs) the moment that fails, so
 * two holders can only overlap for the few hundred milliseconds before it notices — and every step of the schedule is a
 * conditional update, exactly once whoever runs it.
 */
export class AdvisoryLease implements ScheduleLease {
  private client: pg.Client | undefined;
  private held = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopped = false;
  private readonly keys: [number, number];
  private readonly pollMs: number;
  private warnedAt = -Infinity;

  constructor(private readonly options: AdvisoryLeaseOptions) {
    this.keys = scheduleLockKeys(options.schema);
    this.pollMs = options.pollMs ?? 1000;
  }

  get role(): ScheduleRole {
    return this.held ? 'leader' : 'standby';
  }

  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      if (this.polling || this.stopped) return;
      this.polling = this.poll().finally(() => {
        this.polling = undefined;
      });
    };
    tick();
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    const client = this.client;
    this.client = undefined;
    if (this.held) {
      this.held = false;
      await this.stopJobs();
      // Explicitly: a stand-by process takes the schedule at its next poll instead of waiting for the session to end.
      await client?.query('select pg_advisory_unlock($1, $2)', this.keys).catch(() => undefined);
      this.options.log.info('schedule handed over (lease released)');
    }
    await client?.end().catch(() => undefined);
  }

  private async poll(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.held) {
        await client.query('select 1');
        return;
      }
      const result = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', this.keys);
      if (result.rows[0]?.held && !this.stopped) {
        this.held = true;
        this.options.log.info('schedule lease acquired: this process runs the draws');
        for (const job of this.options.jobs) job.start();
      } else if (result.rows[0]?.held) {
        await client.query('select pg_advisory_unlock($1, $2)', this.keys);
      }
    } catch (error) {
      await this.lose(error as Error);
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'racing-schedule-lease',
      keepAlive: true,
      keepAliveInitialDelayMillis: 5000,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    // A broken session ends the lease: without this listener pg would throw the error and end the process.
    client.on('error', (error) => void this.lose(error));
    client.on('end', () => {
      if (this.client === client) void this.lose(new Error('schedule lease connection ended'));
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  /** The session is gone or unusable: whatever we held is no longer ours, so our jobs stop before anyone else's start. */
  private async lose(error: Error): Promise<void> {
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => undefined);
    if (!this.held) {
      // Tried every poll while the database is away: said once, then every half minute.
      if (!this.stopped && Date.now() - this.warnedAt >= WARN_EVERY_MS) {
        this.warnedAt = Date.now();
        this.options.log.warn({ err: error }, 'schedule lease: cannot reach the database, trying again every poll');
      }
      return;
    }
    this.held = false;
    this.options.log.error({ err: error }, 'schedule lease lost: stopping the draws here');
    await this.stopJobs();
  }

  private async stopJobs(): Promise<void> {
    await Promise.all(this.options.jobs.map((job) => job.stop().catch((error: unknown) => this.options.log.error({ err: error }, 'a scheduled job failed to stop'))));
  }
}
