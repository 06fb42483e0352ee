// `npm run bench`: builds what is stale, then prints the figures: API throughput and latency on SQLite (and the read path beside a bare Node server), and the
// first-screen size and load time when the frontend benchmark is present, Lighthouse on the first routes; the scale-out mode (nginx, 1 and 2 processes
// on PostgreSQL + Redis) when TEST_DATABASE_URL/DATABASE_URL, TEST_REDIS_URL/REDIS_URL and nginx are there.
// Figures only, no pass/fail.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, run, runOrExit } from './lib/workspace.mjs';
import { startServer } from './bench/serve-for-bench.mjs';

await runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs'), '--stale']);

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url, title, options) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
}

console.log(`\nAPI on SQLite (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`);
const server = await startServer();
try {
  const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  await measure(`${server.url}/api/app/bet/rank/listByOrder`, 'POST /api/app/bet/rank/listByOrder', json);
  await measure(`${server.url}/api/app/bet/rank/playItems`, 'POST /api/app/bet/rank/playItems (171 items)', json);
  await measure(`${server.url}/api/app/notice/notice/page`, 'POST /api/app/notice/notice/page', json);
} finally {
  await server.stop();
}

console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'read-path.mjs')]);
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'addbet.mjs')]);
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'cluster.mjs')]);
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'settlement.mjs')]);
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'draws.mjs')]);
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'chat.mjs')]);

const frontBench = path.join(ROOT, 'scripts', 'bench-first-screen.mjs');
console.log('\nFirst screen');
if (fs.existsSync(frontBench)) await run(process.execPath, [frontBench]);
// Lighthouse's own figures (performance, its default mobile profile) on the player's first routes.
console.log('');
await run(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'lighthouse.mjs')]);
