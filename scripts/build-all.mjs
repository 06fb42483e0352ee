// Builds everything the app is served from: the server, the host and every remote. `--stale` builds only what changed.
import { buildTargets, isStale, runOrExit } from './lib/workspace.mjs';

const onlyStale = process.argv.includes('--stale');
for (const target of buildTargets()) {
  if (onlyStale && !isStale(target.output, target.inputs)) continue;
  console.log(`\n▶ building ${target.name}`);
  const started = Date.now();
  await runOrExit(...target.command);
  console.log(`✓ ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
