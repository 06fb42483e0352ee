// `npm run start:cluster`: the scale-out mode on one machine. N identical server processes on PostgreSQL (DATABASE_URL)
// and Redis (REDIS_URL) behind nginx (Debian's package), all on one port (PORT, default 8080), for trying the mode.
// nginx's site is server/deploy/nginx/racing.conf with its "backend" and "listen" lines rewritten for these processes.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/racing REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster
//
// Options: --processes N (or CLUSTER_PROCESSES; default 2), --no-build (use what is built), --from-source (run the
// server's TypeScript with tsx instead of server/dist: tests and development), --no-restart (a process that ends is
// not started again; by default it is, after a second, as systemd or an orchestrator would). The backends listen on 127.0.0.1 from
// CLUSTER_BASE_PORT (default PORT + 1). The first process starts alone (it migrates and seeds), then the rest together.
// Prints "cluster ready on …" and one "backend <i>: pid <pid>, port <port>" line each; every backend's log lines are
// prefixed with "[<i>] ". Ctrl-C (SIGINT/SIGTERM) shuts the backends down gracefully, then nginx.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstalled, buildTargets, isStale, runOrExit } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const processes = Number(option('--processes') ?? process.env.CLUSTER_PROCESSES ?? 2);
const fromSource = args.includes('--from-source');
const restart = !args.includes('--no-restart');
const RESTART_DELAY_MS = 1000;
const port = Number(process.env.PORT ?? 8080);
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? port + 1);
const READY_TIMEOUT_MS = 90_000;

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

if (!Number.isInteger(processes) || processes < 1 || processes > 64) fail('--processes must be a whole number from 1 to 64');
if (!process.env.DATABASE_URL) fail('DATABASE_URL must name the PostgreSQL database every process shares (postgres://user@host:5432/db)');
if (!process.env.REDIS_URL) fail('REDIS_URL must name the Redis every process shares (redis://host:6379)');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
if (!nginx) fail('nginx is not installed (Debian: apt-get install -y nginx)');

await ensureInstalled();
if (!args.includes('--no-build')) {
  for (const target of buildTargets()) {
    if (fromSource && target.name === 'server') continue;
    if (!isStale(target.output, target.inputs)) continue;
    console.log(`▶ ${target.name} is not built or out of date: building it`);
    await runOrExit(...target.command);
  }
}

const runDir = path.join(os.tmpdir(), `racing-cluster-${port}`);
fs.rmSync(runDir, { recursive: true, force: true });
for (const dir of ['', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
  fs.mkdirSync(path.join(runDir, dir), { recursive: true });
  // nginx's workers may run as another user (nobody, when started as root): they write request bodies here.
  fs.chmodSync(path.join(runDir, dir), 0o777);
}

const backends = [];
let stopping = false;
/** Once every process has come up: from then on one that ends is restarted (unless --no-restart). */
let clusterReady = false;

function relay(stream, target, prefix) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      target.write(`${prefix}${buffered.slice(0, newline)}\n`);
      buffered = buffered.slice(newline + 1);
    }
  });
}

function startBackend(index, restarted = false) {
  const backendPort = basePort + index - 1;
  const entry = fromSource ? ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')] : [path.join(ROOT, 'server', 'dist', 'main.js')];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    // A second of draining before a process stops listening: nginx's kept-alive connections to it close with their answers.
    env: { ...process.env, PORT: String(backendPort), HOST: '127.0.0.1', TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? '1', SHUTDOWN_DELAY_SECONDS: process.env.SHUTDOWN_DELAY_SECONDS ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child.stdout, process.stdout, `[${index}] `);
  relay(child.stderr, process.stderr, `[${index}] `);
  const backend = { index, port: backendPort, child };
  child.on('exit', (code, signal) => {
    backend.exited = true;
    if (stopping) return;
    console.log(`▶ backend ${index} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); ${backends.filter((b) => !b.exited).length} left`);
    if (restart && clusterReady) {
      setTimeout(() => {
        if (stopping) return;
        const again = startBackend(index, true);
        void backendReady(again).then((ready) => ready && console.log(`  backend ${index}: pid ${again.child.pid}, port ${again.port} (restarted)`));
      }, RESTART_DELAY_MS);
    } else if (clusterReady && backends.every((b) => b.exited)) void stop(1, 'every server process has ended');
  });
  if (restarted) backends[backends.findIndex((b) => b.index === index)] = backend;
  else backends.push(backend);
  return backend;
}

async function waitReady(url, isAlive) {
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const backendReady = (b) => waitReady(`http://127.0.0.1:${b.port}/health/ready`, () => !b.exited);

/** racing.conf with its backend lines replaced by ours and its listen port set. */
function siteConfig() {
  const template = fs.readFileSync(path.join(ROOT, 'server', 'deploy', 'nginx', 'racing.conf'), 'utf8');
  const lines = [];
  for (const line of template.split('\n')) {
    if (line.includes('# backend')) {
      // The first backend line of an upstream stands for all of ours; the example's others are dropped.
      if (lines.at(-1)?.includes('# backend')) continue;
      const [, indent, parameters] = line.match(/^(\s*)server\s+\S+\s+(.*)$/);
      for (const b of backends) lines.push(`${indent}server 127.0.0.1:${b.port} ${parameters}`);
      continue;
    }
    lines.push(line.includes('# listen') ? line.replace(/listen\s+\d+;/, `listen ${port};`) : line);
  }
  return lines.join('\n');
}

let nginxProcess;
/** Drains the backends, stops nginx and exits with `code`, saying first why when a failure is the reason. */
async function stop(code, failure) {
  if (stopping) return;
  stopping = true;
  if (failure) console.error(`✗ ${failure}`);
  console.log('▶ stopping: backends drain first, then nginx');
  await Promise.all(
    backends
      .filter((b) => !b.exited)
      .map(
        (b) =>
          new Promise((resolve) => {
            b.child.once('exit', resolve);
            b.child.kill('SIGTERM');
          }),
      ),
  );
  if (nginxProcess && nginxProcess.exitCode === null) {
    await new Promise((resolve) => {
      nginxProcess.once('exit', resolve);
      nginxProcess.kill('SIGQUIT');
    });
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

console.log(`▶ starting ${processes} server process${processes === 1 ? '' : 'es'} on PostgreSQL and Redis`);
const first = startBackend(1);
if (!(await backendReady(first))) {
  await stop(1, 'the first server process did not become ready (see its log above)');
}
const rest = Array.from({ length: processes - 1 }, (_, i) => startBackend(i + 2));
const ready = await Promise.all(rest.map(backendReady));
if (ready.includes(false)) {
  await stop(1, 'a server process did not become ready (see its log above)');
}

fs.writeFileSync(path.join(runDir, 'racing.conf'), siteConfig());
fs.writeFileSync(
  path.join(runDir, 'nginx.conf'),
  [
    'worker_processes auto;',
    `pid ${path.join(runDir, 'nginx.pid')};`,
    `error_log ${path.join(runDir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${path.join(runDir, 'temp/body')};`,
    `    proxy_temp_path ${path.join(runDir, 'temp/proxy')};`,
    `    fastcgi_temp_path ${path.join(runDir, 'temp/fastcgi')};`,
    `    uwsgi_temp_path ${path.join(runDir, 'temp/uwsgi')};`,
    `    scgi_temp_path ${path.join(runDir, 'temp/scgi')};`,
    `    include ${path.join(runDir, 'racing.conf')};`,
    '}',
    '',
  ].join('\n'),
);
const nginxArgs = ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'error.log')];
const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
if (check.status !== 0) {
  await stop(1, `nginx refused the configuration:\n${check.stderr}`);
}
nginxProcess = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
nginxProcess.on('exit', (code, signal) => {
  if (!stopping) {
    console.log(`▶ nginx exited (${signal ?? `code ${code}`})`);
    void stop(1);
  }
});
if (!(await waitReady(`http://127.0.0.1:${port}/health/ready`, () => nginxProcess.exitCode === null))) {
  await stop(1, `nginx did not answer on port ${port} (see ${path.join(runDir, 'error.log')})`);
}

clusterReady = true;
console.log(`\n▶ cluster ready on http://localhost:${port}: ${processes} server process${processes === 1 ? '' : 'es'} behind nginx (pid ${nginxProcess.pid})`);
for (const b of backends) console.log(`  backend ${b.index}: pid ${b.child.pid}, port ${b.port}`);
console.log('  each process: GET /health/ready says whether it runs the draws (scheduler: leader) or stands by');
