// Builds everything the app is served from: the server, the host and every remote, as many at once as there are cores
// (each build is one process; webpack uses about one core). `--stale` builds only what changed.
import os from 'node:os';
import { buildTargets, isStale, run } from './lib/workspace.mjs';

const onlyStale = process.argv.includes('--stale');
const targets = buildTargets().filter((target) => !onlyStale || isStale(target.output, target.inputs));
const lanes = Math.max(1, Math.min(targets.length, os.availableParallelism?.() ?? os.cpus().length));
const failed = [];
let next = 0;

async function lane() {
  while (next < targets.length) {
    const target = targets[next++];
    console.log(`▶ building ${target.name}`);
    const started = Date.now();
    const code = await run(...target.command);
    if (code !== 0) failed.push(target.name);
    console.log(`${code === 0 ? '✓' : '✗'} ${target.name} ${code === 0 ? 'built' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  console.error(`\n✗ build failed: ${failed.join(', ')}`);
  process.exit(1);
}
