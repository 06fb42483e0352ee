// The scale-out mode for tests, for real: a Redis of the test's own (so it can be restarted), and `npm run start:cluster`
// itself (scripts/start-cluster.mjs, the server run from source) starting server processes on PostgreSQL behind nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'].find((file) => fs.existsSync(file));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Where the kernel starts handing out local ports to outgoing connections (Linux's ip_local_port_range). A port picked
 * inside that range can be taken by some connection's local end (the other tests' database and Redis clients, jest's
 * workers) between the check here and the backend's listen seconds later, after its migrations: EADDRINUSE.
 */
function ephemeralPortsStart(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/** `count` consecutive free ports (the cluster's backends take PORT+1, PORT+2, …), below the ephemeral range where it leaves room. */
export async function freePorts(count: number): Promise<number> {
  const low = 10_000;
  const below = ephemeralPortsStart() - count;
  const [from, to] = below - low >= 5_000 ? [low, below] : [20_000, 50_000];
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = from + Math.floor(Math.random() * (to - from));
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => portIsFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
}

/** A redis-server of the test's own on `port`, in memory only; `restart` stops it and starts it again on the same port. */
export class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(REDIS_SERVER!, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(this.port, 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

export interface Backend {
  index: number;
  pid: number;
  port: number;
  url: string;
}

/** `npm run start:cluster` on a fresh PostgreSQL schema: its lines, its backends, and the schema for direct checks. */
export class Cluster {
  readonly lines: string[] = [];
  readonly backends: Backend[] = [];
  private waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  private child: ChildProcess | undefined;
  readonly pool: pg.Pool;

  constructor(
    readonly port: number,
    readonly schema: string,
    private readonly databaseUrl: string,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  }

  static async start(options: { databaseUrl: string; redisUrl: string; processes: number; env: Record<string, string> }): Promise<Cluster> {
    const port = await freePorts(options.processes + 1);
    const schema = `cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
    const cluster = new Cluster(port, schema, options.databaseUrl);
    await cluster.launch(options);
    return cluster;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything start:cluster printed, kept after the test for whoever reads a failure. */
  get logFile(): string {
    return path.join(os.tmpdir(), `racing-cluster-${this.port}.log`);
  }

  private async launch(options: { redisUrl: string; processes: number; env: Record<string, string> }): Promise<void> {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start-cluster.mjs'), '--from-source', '--no-build', '--processes', String(options.processes)], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DRAW_SCHEDULER: 'on',
        DATABASE_URL: this.databaseUrl,
        DATABASE_SCHEMA: this.schema,
        REDIS_URL: options.redisUrl,
        PORT: String(this.port),
        CLUSTER_BASE_PORT: String(this.port + 1),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let buffered = '';
    const take = (chunk: Buffer) => {
      buffered += chunk.toString();
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        this.lines.push(line);
        fs.appendFileSync(this.logFile, `${line}\n`);
        const backend = /^\s+backend (\d+): pid (\d+), port (\d+)/.exec(line);
        if (backend) {
          const entry = { index: Number(backend[1]), pid: Number(backend[2]), port: Number(backend[3]), url: `http://127.0.0.1:${backend[3]}` };
          const at = this.backends.findIndex((b) => b.index === entry.index);
          // start:cluster restarts a process that ended: the same index and port, a new pid.
          if (at >= 0) this.backends[at] = entry;
          else this.backends.push(entry);
        }
        for (const waiter of this.waiters.filter((w) => w.pattern.test(line))) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`start:cluster exited with ${code}:\n${this.lines.slice(-40).join('\n')}`))));
    await Promise.race([this.waitForLine(new RegExp(`backend ${options.processes}: pid`), 120_000), exited]);
  }

  /** The next line (or one already printed) matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const seen = this.lines.find((line) => pattern.test(line));
    if (seen) return Promise.resolve(seen);
    return this.nextLine(pattern, timeoutMs);
  }

  /** The next line printed from now on that matches `pattern`. */
  nextLine(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (line: string) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.waiters.push({ pattern, resolve: done });
    });
  }

  /** Each living backend's readiness answer. */
  async readiness(): Promise<Array<Backend & { alive: boolean; status?: string; scheduler?: string; redis?: string; sockets?: number }>> {
    return Promise.all(
      this.backends.map(async (b) => {
        try {
          const body = (await (await fetch(`${b.url}/health/ready`, { signal: AbortSignal.timeout(3000) })).json()) as { status: string; scheduler: string; redis: string; sockets: number };
          return { ...b, alive: true, ...body };
        } catch {
          return { ...b, alive: false };
        }
      }),
    );
  }

  /** Waits until every backend answers ready (after a restart, the restarted one too). */
  async allReady(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if ((await this.readiness()).every((b) => b.alive && b.status === 'ready')) return;
      await sleep(200);
    }
    throw new Error(`not every backend ready within ${timeoutMs} ms`);
  }

  /** Waits until backend `pid` no longer answers ready: it is draining or gone (a signal is handled when its process gets to it). */
  async notReady(pid: number, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const state = (await this.readiness()).find((b) => b.pid === pid);
      if (!state || !state.alive || state.status !== 'ready') return;
      await sleep(50);
    }
    throw new Error(`backend ${pid} still ready after ${timeoutMs} ms`);
  }

  /** The backend holding the schedule, once exactly one ready (not draining) process does (waits up to `timeoutMs`). */
  async leader(timeoutMs = 15_000): Promise<Backend> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const leaders = (await this.readiness()).filter((b) => b.alive && b.status === 'ready' && b.scheduler === 'leader');
      if (leaders.length === 1) return leaders[0];
      await sleep(200);
    }
    throw new Error(`no single schedule holder within ${timeoutMs} ms`);
  }

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, values)).rows;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      await new Promise((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve(undefined);
        });
        child.kill('SIGTERM');
      });
    }
    await this.pool.query(`drop schema if exists ${this.schema} cascade`).catch(() => undefined);
    await this.pool.end();
  }
}
