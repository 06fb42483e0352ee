// Customer-service chat benchmark: the built server on SQLite, 20 agents and 1,000 players each with a live socket and an
// open (assigned) session, then a steady flow of player messages for BENCH_SECONDS with agents replying to a share of
// them. Every message carries the moment its POST went out in its text; the socket that receives its `cs.message` (the
// agent's for a player line, the player's for a reply) records receive − send. Prints sockets connected, messages sent,
// received and lost (accepted but not received within 5 s after the load ended), p50 / p99 / max send→receive latency each
// way, messages per second held, the server's CPU and RSS, the client's own CPU and event-loop delay (one Node process
// drives all sockets and requests, on the same machine as the server) and the CPU other processes took meanwhile.
// Latency starts when the POST goes out: a message the in-flight bound holds back waits uncounted (the backlog is printed).
// Figures only, no pass/fail; exits non-zero only when the bench or the server crashes.
// The server runs with CS_MESSAGE_BURST=1000 so its per-sender rate limit (10 per 10 s by default) does not shape the
// figures, and CS_AGENT_MAX_SESSIONS = players / agents (50) so every player is assigned.
// Run: node scripts/bench/chat.mjs   (BENCH_SECONDS=10; BENCH_CONNECTIONS=50 requests in flight at most;
//      BENCH_CHAT_RATE=200 player messages/s; BENCH_CHAT_REPLY_SHARE=0.5 of them answered by the agent;
//      BENCH_CHAT_PLAYERS=1000; BENCH_CHAT_AGENTS=20). Builds the server first when server/dist is older than its sources.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io as connectSocket } from 'socket.io-client';
import { ROOT, buildTargets, isStale, run } from '../lib/workspace.mjs';
import { freshSecrets, startServer } from './serve-for-bench.mjs';
import { createFundedPlayers } from './bench-money.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const IN_FLIGHT = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const REPLY_SHARE = Number(process.env.BENCH_CHAT_REPLY_SHARE ?? 0.5);
const PLAYERS = Number(process.env.BENCH_CHAT_PLAYERS ?? 1000);
const AGENTS = Number(process.env.BENCH_CHAT_AGENTS ?? 20);
const AGENT_CAP = Math.min(200, Math.max(1, Math.ceil(PLAYERS / AGENTS)));
const MESSAGE_BURST = 1000;
const GRACE_MS = 5000;
const TARGET = { p99: 100 };
/** Whole-run safety net: past it the server is killed and the bench exits 1 (a hang is a crash, not a figure). */
const WATCHDOG_MS = 150_000;
/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

// The server's build should match its sources; when others' work in progress breaks it, the existing build serves.
const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) {
  const code = await run(...serverBuild.command);
  if (code !== 0) {
    if (!fs.existsSync(path.join(ROOT, serverBuild.output))) process.exit(code);
    console.warn('chat bench: the server build failed; running the existing server/dist');
  }
}

const require = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { openDatabase } = require('./db/database.js');
const { loadConfig } = require('./config.js');
const { TokenService } = require('./plugins/app/auth.js');
const { OperatorService } = require('./operators/operator-service.js');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-chat-'));
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  DRAW_SCHEDULER: 'off',
  WELCOME_CREDIT_CENTS: '0',
  ...freshSecrets(),
  WEB_ROOT: path.join(dataDir, 'web'),
  CS_SERVICE_HOURS: '00:00-24:00',
  CS_AGENT_MAX_SESSIONS: String(AGENT_CAP),
  CS_MESSAGE_BURST: String(MESSAGE_BURST),
};

const server = await startServer(env);
const sockets = [];
let closing = false;
let handle;
const watchdog = setTimeout(() => {
  console.error(`chat bench: still running after ${WATCHDOG_MS / 1000} s; killing the server and giving up`);
  try {
    process.kill(server.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
const { hostname, port } = new URL(server.url);

/** POST (or GET without a body) through one keep-alive pool; answers the HTTP status and the envelope (or null). */
function call(method, urlPath, authorization, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = authorization ? { authorization } : {};
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request({ agent, hostname, port, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        let envelope = null;
        try {
          envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // Not an envelope: reported by status.
        }
        resolve({ status: res.statusCode, envelope });
      });
      res.on('error', (error) => resolve({ status: 0, envelope: null, error }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timed out after 15 s')));
    req.on('error', (error) => resolve({ status: 0, envelope: null, error }));
    req.end(payload);
  });
}
const okOf = (answer) => answer.status === 200 && answer.envelope?.code === 1000;
const whyNot = (answer) => (answer.error ? `network: ${answer.error.message}` : `HTTP ${answer.status} ${answer.envelope?.code ?? ''} ${answer.envelope?.message ?? ''}`.trim());

/** Runs `work(i)` for i in 0..count-1, `concurrency` at a time. */
async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(count, concurrency) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** Connects one socket.io client (websocket only, no reconnection); answers true or the refusal. */
function connect(auth, onMessage, drops) {
  const socket = connectSocket(server.url, { forceNew: true, reconnection: false, transports: ['websocket'], auth });
  sockets.push(socket);
  socket.on('cs.message', onMessage);
  socket.on('disconnect', (reason) => {
    if (!closing) drops.set(reason, (drops.get(reason) ?? 0) + 1);
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timed out'), 15_000);
    socket.once('connect', () => (clearTimeout(timer), resolve(true)));
    socket.once('connect_error', (error) => (clearTimeout(timer), resolve(error.message)));
  });
}

try {
  if (server.exited || !(await fetch(`${server.url}/api/app/base/comm/uploadMode`).then((r) => r.ok, () => false))) {
    throw new Error('the server did not start (see its output above)');
  }
  const setupStart = performance.now();

  // Players (each with a login) and agent operators (each with a full session), written into the server's SQLite file.
  const config = loadConfig({ ...env });
  handle = await openDatabase({ dataDir });
  const { tokens } = await createFundedPlayers(handle.db, new TokenService(handle.db, config.jwt), { count: PLAYERS, credit: 0, tag: 'chat', phonePrefix: '+8613600' });
  const operators = new OperatorService(handle.db, config.operators);
  const credential = await operators.newCredential(); // one argon2 hash for all of them: nobody signs in with it
  const agentTokens = [];
  for (let i = 0; i < AGENTS; i++) {
    const { operator } = await operators.create({ username: `chat-bench-${i + 1}`, displayName: `Bench agent ${i + 1}`, role: 'agent', mustChangePassword: false, credential });
    agentTokens.push(await operators.startSession(operator.id, 'full', '127.0.0.1'));
  }
  // The rest goes through the server; the bench holds no database connection during the load.
  await handle.close();
  handle = undefined;

  // What each direction counts. `pending`: clientId → its direction, from the moment its POST goes out until a socket has it.
  const newDirection = () => ({ started: 0, accepted: 0, refused: new Map(), received: 0, receivedInLoad: 0, duplicates: 0, latencies: [], answerTimes: [] });
  const up = newDirection(); // player → agent
  const down = newDirection(); // agent → player
  const pending = new Map();
  const done = new Set();
  const drops = new Map();
  let loadRunning = false;
  let loadEnd = Infinity;
  let replyCredit = 0;
  const queue = [];
  let inFlight = 0;
  let maxBacklog = 0;

  const receive = (message, direction) => {
    const now = performance.now();
    const entry = pending.get(message.clientId);
    if (entry !== direction) {
      if (done.has(message.clientId)) direction.duplicates++;
      return;
    }
    pending.delete(message.clientId);
    done.add(message.clientId);
    const sentAt = Number(message.content.slice(message.content.lastIndexOf(' ') + 1));
    direction.received++;
    if (now <= loadEnd) direction.receivedInLoad++;
    direction.latencies.push(now - sentAt);
    return true;
  };

  // Agents first, so every session is assigned the moment it opens.
  const agentResults = await Promise.all(
    agentTokens.map((operatorToken, index) =>
      connect(
        { operatorToken },
        ({ message }) => {
          if (message.senderType !== 'player' || !receive(message, up) || !loadRunning) return;
          replyCredit += REPLY_SHARE;
          if (replyCredit < 1) return;
          replyCredit -= 1;
          queue.push({ direction: down, path: '/api/admin/cs/msg/send', authorization: agentTokens[index], sessionId: message.sessionId, tag: 'a' });
          pump();
        },
        drops,
      ),
    ),
  );
  const agentsConnected = agentResults.filter((r) => r === true).length;
  const agentRefusals = agentResults.filter((r) => r !== true);
  const agentAuth = agentTokens[0];
  // Their presence is written by the server after the handshake: wait until all are online.
  let online = 0;
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    const answer = await call('GET', '/api/admin/cs/session/agents', agentAuth);
    online = okOf(answer) ? answer.envelope.data.filter((a) => a.online).length : 0;
    if (online >= agentsConnected) break;
    await sleep(100);
  }

  const playerResults = new Array(PLAYERS);
  await pool(PLAYERS, 100, async (i) => {
    playerResults[i] = await connect({ token: tokens[i] }, ({ message }) => message.senderType === 'agent' && receive(message, down), drops);
  });
  const playersConnected = playerResults.filter((r) => r === true).length;
  const playerRefusals = playerResults.filter((r) => r !== true);

  // Every player opens their session.
  const opened = { active: 0, waiting: 0, failed: new Map() };
  await pool(PLAYERS, 20, async (i) => {
    const answer = await call('POST', '/api/app/cs/session/create', tokens[i], {});
    if (!okOf(answer)) return bump(opened.failed, whyNot(answer));
    opened[answer.envelope.data.status] = (opened[answer.envelope.data.status] ?? 0) + 1;
  });
  const summary = (await call('GET', '/api/admin/cs/overview/summary', agentAuth)).envelope?.data;
  const agentLoads = ((await call('GET', '/api/admin/cs/session/agents', agentAuth)).envelope?.data ?? []).map((a) => a.openSessions);
  const assigned = agentLoads.reduce((a, b) => a + b, 0);
  const setupSeconds = (performance.now() - setupStart) / 1000;

  // The load: player messages paced at RATE (players in turn), agents' replies as their lines arrive; at most IN_FLIGHT
  // requests out at once, the rest wait in `queue` (their time there is not in the latency: it is stamped when sent).
  const runId = randomBytes(3).toString('hex');
  let sequence = 0;
  function start(job) {
    inFlight++;
    const clientId = `${job.tag}-${runId}-${sequence++}`;
    const sentAt = performance.now();
    const content = `chat bench ${clientId} sent-at ${sentAt.toFixed(3)}`;
    job.direction.started++;
    pending.set(clientId, job.direction);
    const body = job.sessionId === undefined ? { clientId, contentType: 'text', content } : { sessionId: job.sessionId, clientId, contentType: 'text', content };
    call('POST', job.path, job.authorization, body).then((answer) => {
      inFlight--;
      job.direction.answerTimes.push(performance.now() - sentAt);
      if (okOf(answer)) job.direction.accepted++;
      else {
        pending.delete(clientId);
        bump(job.direction.refused, whyNot(answer));
      }
      pump();
    });
  }
  function pump() {
    while (inFlight < IN_FLIGHT && queue.length > 0 && loadRunning) start(queue.shift());
    if (queue.length > maxBacklog) maxBacklog = queue.length;
  }

  // The pool's connections are opened before the load: under saturation the first request on a new connection can wait
  // far longer than the rest, and that would be the client's ramp-up, not the chat.
  await Promise.all(Array.from({ length: IN_FLIGHT }, () => call('GET', '/api/app/base/comm/uploadMode')));
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const serverCpuBefore = cpuTicks(server.pid);
  const clientCpuBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  loopDelay.enable();
  const loadStart = performance.now();
  loadEnd = loadStart + DURATION * 1000;
  loadRunning = true;
  let issued = 0;
  const pacer = setInterval(() => {
    const now = performance.now();
    if (now >= loadEnd) return;
    const due = Math.floor(((now - loadStart) / 1000) * RATE);
    for (; issued < due; issued++) {
      const player = issued % PLAYERS;
      queue.push({ direction: up, path: '/api/app/cs/msg/send', authorization: tokens[player], tag: 'p' });
    }
    pump();
  }, 5);
  await sleep(DURATION * 1000);
  loadRunning = false;
  clearInterval(pacer);
  const notSent = queue.length;
  queue.length = 0;
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const serverCpu = (cpuTicks(server.pid) - serverCpuBefore) / CLOCK_TICKS / loadSeconds;
  const clientCpuUsed = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientCpuUsed.user + clientCpuUsed.system) / 1e6 / loadSeconds;
  const machineAfter = machineTicks();
  // Cores' worth of CPU the whole machine spent, and what of it was neither the server nor this process.
  const machineBusy = (machineAfter.busy - machineBefore.busy) / CLOCK_TICKS / loadSeconds;
  const othersCpu = Math.max(0, machineBusy - serverCpu - clientCpu);
  loopDelay.disable();

  // Grace: answers still out, and lines not yet received, get 5 s.
  const graceEnd = Date.now() + GRACE_MS;
  while (Date.now() < graceEnd && (inFlight > 0 || pending.size > 0)) await sleep(20);
  const unanswered = inFlight;
  const rss = vmRss(server.pid);
  const serverAlive = !server.exited;

  // Report.
  const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
  const ms = (v) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
  const line = (title, d) => {
    const sorted = d.latencies.sort((a, b) => a - b);
    const answers = d.answerTimes.sort((a, b) => a - b);
    const lost = d.accepted - d.received;
    const refused = [...d.refused].map(([m, n]) => `${n} × ${m}`).join('; ');
    console.log(
      `  ${title}  sent ${fmt(d.accepted)}${d.started !== d.accepted ? ` (of ${fmt(d.started)} posted)` : ''}   received ${fmt(d.received)}   lost ${fmt(Math.max(0, lost))}   send→receive p50 ${ms(pct(sorted, 0.5))} ms  p99 ${ms(pct(sorted, 0.99))} ms (target ≤ ${TARGET.p99})  max ${ms(sorted.at(-1) ?? NaN)} ms   held ${fmt(d.receivedInLoad / DURATION)}/s   POST answered p50 ${ms(pct(answers, 0.5))} ms  p99 ${ms(pct(answers, 0.99))} ms${d.duplicates ? `   DUPLICATES ${d.duplicates}` : ''}${refused ? `   refused ${refused}` : ''}`,
    );
  };
  // The histogram holds whole intervals between its 10 ms timer ticks: what is over 10 ms is the delay.
  const loopP99 = Math.max(0, loopDelay.percentile(99) / 1e6 - 10);
  console.log(
    `Customer-service chat on SQLite: ${PLAYERS} players and ${AGENTS} agents on live sockets, ${DURATION} s of player messages paced at ${RATE}/s with ${Math.round(REPLY_SHARE * 100)}% answered by their agent, at most ${IN_FLIGHT} POSTs in flight; CS_MESSAGE_BURST=${MESSAGE_BURST} per sender per 10 s (so the rate limit does not shape these figures), CS_AGENT_MAX_SESSIONS=${AGENT_CAP}. Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(
    `  sockets connected: ${agentsConnected}/${AGENTS} agents (${online} online), ${playersConnected}/${PLAYERS} players${agentRefusals.length + playerRefusals.length ? `; refused: ${[...agentRefusals, ...playerRefusals].slice(0, 3).join(', ')}` : ''}; dropped during the run: ${[...drops].map(([r, n]) => `${n} × ${r}`).join(', ') || 'none'}`,
  );
  console.log(
    `  sessions: ${fmt(opened.active)} assigned on opening, ${fmt(opened.waiting)} queued${opened.failed.size ? `, failed ${[...opened.failed].map(([m, n]) => `${n} × ${m}`).join('; ')}` : ''}; then ${fmt(assigned)} held by agents (${agentLoads.length ? `${Math.min(...agentLoads)}–${Math.max(...agentLoads)} each` : '–'}), queue ${summary?.queueLength ?? '?'}; setup ${setupSeconds.toFixed(1)} s`,
  );
  line('player → agent', up);
  line('agent → player', down);
  console.log(
    `  held overall ${fmt((up.receivedInLoad + down.receivedInLoad) / DURATION)} messages/s received during the load (${fmt(up.accepted + down.accepted)} sent in all)${notSent ? `; ${fmt(notSent)} due messages never went out (the in-flight bound held them)` : ''}; client backlog at most ${fmt(maxBacklog)}${unanswered ? `; ${unanswered} POSTs unanswered 5 s after the end` : ''}`,
  );
  console.log(
    `  server: CPU ${(serverCpu * 100).toFixed(0)}% of one core during the load, RSS ${rss === undefined ? '?' : (rss / 1024 / 1024).toFixed(0)} MB at the end${serverAlive ? '' : ', EXITED during the run'}   client (this process): CPU ${(clientCpu * 100).toFixed(0)}% of one core, event-loop delay p99 ${loopP99.toFixed(1)} ms   machine: ${machineBusy.toFixed(2)} of ${os.cpus().length} cores busy, ${othersCpu.toFixed(2)} of them other processes`,
  );
  if (clientCpu > 0.7 || loopP99 > 20) {
    console.log(
      `  note: the load generator was busy (${(clientCpu * 100).toFixed(0)}% CPU, event loop p99 ${loopP99.toFixed(1)} ms) on a ${os.cpus().length}-core machine it shares with the server: part of the latency above is the client's own queueing, not the server's`,
    );
  }
  if (othersCpu > 0.3) {
    console.log(`  note: other processes used ${(othersCpu * 100).toFixed(0)}% of a core during the load: the server did not have the machine to itself, so these figures may be slower than on a quiet one`);
  }
  if (!serverAlive) process.exitCode = 1;
} catch (error) {
  console.error('chat bench crashed:', error);
  process.exitCode = 1;
} finally {
  closing = true;
  for (const socket of sockets) socket.disconnect();
  agent.destroy();
  await handle?.close().catch(() => {});
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}

function bump(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function fmt(n) {
  return Math.round(n).toLocaleString('en-US');
}
/** A process's resident set in bytes (VmRSS in /proc/<pid>/status); undefined once it has gone. */
function vmRss(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}
/** The machine's busy CPU time over all cores in clock ticks (the first line of /proc/stat, less idle and iowait). */
function machineTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - fields[4] };
  } catch {
    return { busy: NaN };
  }
}
/** A process's user + system CPU time in clock ticks (USER_HZ). */
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}
