// Which process runs the schedule: the advisory lock on PostgreSQL (one holder, taken over when the holder stops or its
// session dies, separate per schema), the local lease of the embedded database, and the health endpoints that report it.
import pg from 'pg';
import { AdvisoryLease, LocalLease, scheduleLockKeys, type ScheduledJob } from '../src/cluster/schedule-lease';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent', silent() {} } as never;

class CountingJob implements ScheduledJob {
  running = false;
  starts = 0;
  stops = 0;
  start(): void {
    this.running = true;
    this.starts++;
  }
  async stop(): Promise<void> {
    if (this.running) this.stops++;
    this.running = false;
  }
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
  return Date.now() - started;
}

describe('local lease (embedded database, or the scheduler off)', () => {
  it('runs its jobs from start to stop when the scheduler is on, and never when it is off', async () => {
    const job = new CountingJob();
    const lease = new LocalLease([job], true);
    expect(lease.role).toBe('standby');
    lease.start();
    expect([lease.role, job.running]).toEqual(['leader', true]);
    await lease.stop();
    expect([lease.role, job.running, job.stops]).toEqual(['standby', false, 1]);

    const off = new CountingJob();
    const none = new LocalLease([off], false);
    none.start();
    expect([none.role, off.starts]).toEqual(['off', 0]);
  });
});

(DATABASE_URL ? describe : describe.skip)('advisory lease on PostgreSQL', () => {
  const leases: AdvisoryLease[] = [];
  const lease = (schema: string, job: ScheduledJob) => {
    const l = new AdvisoryLease({ databaseUrl: DATABASE_URL!, schema, jobs: [job], log: silent, pollMs: 100 });
    leases.push(l);
    return l;
  };
  afterEach(async () => {
    await Promise.all(leases.splice(0).map((l) => l.stop()));
  });

  it('gives the schedule to exactly one process, and to the other as soon as the holder stops', async () => {
    const schema = `lease_${process.pid}_a`;
    const [jobA, jobB] = [new CountingJob(), new CountingJob()];
    const [a, b] = [lease(schema, jobA), lease(schema, jobB)];
    a.start();
    await waitFor('a leader', () => a.role === 'leader');
    b.start();
    await sleep(400);
    expect([a.role, b.role, jobA.running, jobB.running]).toEqual(['leader', 'standby', true, false]);

    await a.stop();
    expect(jobA.running).toBe(false);
    const ms = await waitFor('the other to take over', () => b.role === 'leader');
    expect(jobB.running).toBe(true);
    expect(ms).toBeLessThan(1000);
  });

  it('keeps one holder per schema: deployments sharing a database do not share a schedule', async () => {
    const [jobA, jobB] = [new CountingJob(), new CountingJob()];
    const [a, b] = [lease(`lease_${process.pid}_b`, jobA), lease(`lease_${process.pid}_c`, jobB)];
    a.start();
    b.start();
    await waitFor('both leaders', () => a.role === 'leader' && b.role === 'leader');
    expect(scheduleLockKeys(`lease_${process.pid}_b`)).not.toEqual(scheduleLockKeys(`lease_${process.pid}_c`));
  });

  it('steps down when its session dies: the holder stops its jobs, then exactly one process holds the schedule again', async () => {
    const schema = `lease_${process.pid}_d`;
    const [jobA, jobB] = [new CountingJob(), new CountingJob()];
    const [a, b] = [lease(schema, jobA), lease(schema, jobB)];
    a.start();
    await waitFor('a leader', () => a.role === 'leader');
    b.start();
    await sleep(300);

    // What PostgreSQL sees when a holder's machine vanishes or its connection is cut: the session ends.
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      const [, key] = scheduleLockKeys(schema);
      const killed = await admin.query('select pg_terminate_backend(pid) as ok from pg_locks where locktype = $1 and objid::bigint = ($2::bigint & 4294967295) and granted', ['advisory', key]);
      expect(killed.rows).toEqual([{ ok: true }]);
    } finally {
      await admin.end();
    }
    // The holder stops its jobs first; then whichever process wins the lock next runs the schedule, exactly one.
    await waitFor('the holder to stop its jobs', () => jobA.stops === 1);
    await waitFor('a new holder', () => [a, b].filter((l) => l.role === 'leader').length === 1);
    await sleep(400);
    expect([a, b].filter((l) => l.role === 'leader')).toHaveLength(1);
    expect([jobA.running, jobB.running]).toEqual([a.role === 'leader', b.role === 'leader']);
  });
});

describe.each(DIALECTS)('health endpoints (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('answers liveness, and readiness with the database, Redis and scheduler role', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', pid: process.pid });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    // Tests run with the scheduler off and without Redis.
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'off', scheduler: 'off', sockets: 0, pid: process.pid });
  });

  it('answers 503 while draining, so the proxy and the orchestrator stop sending', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining', database: 'ok' });
      // Requests are still served meanwhile, each closing its connection (a proxy stops reusing it).
      const served = await t.app.inject({ method: 'POST', url: '/api/app/bet/rank/listByOrder', payload: {} });
      expect(served.json().code).toBe(1000);
      expect(served.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
