// Runs a benchmark's server under the V8 sampling profiler and prints where its time went (self time by place and function).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * --cpu-prof is not allowed in NODE_OPTIONS and startServer passes no flags: a preload runs the inspector's sampling
 * profiler in the server instead and writes the profile into `dir` when the server exits (its SIGTERM handler calls
 * process.exit). Returns the NODE_OPTIONS that load it. `onSignal`: the profiler starts when the server gets SIGUSR2
 * (startProfiling), so start-up and warm-up stay out of the profile.
 */
export function profilerNodeOptions(dir, { onSignal = false } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'cpu-profiler.cjs');
  fs.writeFileSync(
    file,
    `const inspector = require('node:inspector'); const fs = require('node:fs'); const path = require('node:path');
const session = new inspector.Session(); session.connect();
session.post('Profiler.enable'); session.post('Profiler.setSamplingInterval', { interval: 500 });
${onSignal ? "process.once('SIGUSR2', () => session.post('Profiler.start'));" : "session.post('Profiler.start');"}
process.on('exit', () => session.post('Profiler.stop', (error, result) => {
  if (error) return;
  fs.writeFileSync(path.join(${JSON.stringify(dir)}, 'server-' + process.pid + '.cpuprofile'), JSON.stringify(result.profile));
}));
`,
  );
  return `${process.env.NODE_OPTIONS ?? ''} --require ${file}`.trim();
}

/** Starts the profiler of a server started with profilerNodeOptions(dir, { onSignal: true }). */
export function startProfiling(pid) {
  process.kill(pid, 'SIGUSR2');
}

/** Self time of the server's CPU profile written into `dir`: by where the code lives and by function. `name` prefixes the saved copy. */
export function printProfile(dir, name, { places = 14, functions = 18 } = {}) {
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile')) : undefined;
  if (!file) {
    console.log('  profile: none written');
    return;
  }
  const saved = path.join(os.tmpdir(), `${name}-${Date.now()}.cpuprofile`);
  fs.copyFileSync(path.join(dir, file), saved);
  const profile = JSON.parse(fs.readFileSync(saved, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (url) => {
    if (!url) return '(native / V8)';
    const nm = url.lastIndexOf('node_modules/');
    if (nm >= 0) {
      const rest = url.slice(nm + 13).split('/');
      return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    }
    if (url.includes('/server/dist/')) return `server: ${url.slice(url.indexOf('/server/dist/') + 13)}`;
    if (url.startsWith('node:')) return 'node internals';
    return url;
  };
  const byFunction = new Map();
  const byPlace = new Map();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const label = `${callFrame.functionName || '(anonymous)'}  ${where(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(label, (byFunction.get(label) ?? 0) + us);
    const place = ['(idle)', '(garbage collector)', '(program)'].includes(callFrame.functionName) ? callFrame.functionName : where(callFrame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(`  profile (${(total / 1e6).toFixed(1)} s sampled, saved to ${saved}), self time by where the code lives:`);
  for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, places)) console.log(`    ${pct(us)}  ${place}`);
  console.log('  top functions by self time:');
  for (const [label, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, functions)) console.log(`    ${pct(us)}  ${label}`);
}
