// What the scripts know about the repository: its packages, how to run a command, and whether a build is stale.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The remotes, from the one topology declaration. */
export const { REMOTES } = createRequire(import.meta.url)('../webpack/app-topology.js');
/** Packages with a webpack build of their own (shared is built into each of them). */
export const WEB_APPS = ['host', ...REMOTES.map((remote) => remote.dir)];
export const FRONTEND_PACKAGES = ['shared', ...WEB_APPS];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file (npm install, never npm ci). */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('▶ installing dependencies (npm install)');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/** A build is stale when its output is missing or older than any of its inputs. */
export function isStale(output, inputs) {
  const out = path.join(ROOT, output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

/** The builds the app is served from, each with the output that proves it and the inputs it depends on. */
export function buildTargets() {
  const targets = [
    {
      name: 'server',
      output: 'server/dist/main.js',
      inputs: ['server/src', 'server/tsconfig.build.json', 'server/package.json', 'tsconfig.json'],
      command: ['npx', ['tsc', '-p', 'server/tsconfig.build.json']],
    },
  ];
  for (const app of WEB_APPS) {
    if (!fs.existsSync(path.join(ROOT, app, 'webpack.config.js'))) continue;
    targets.push({
      name: app,
      output: `${app}/dist/${app === 'host' ? 'index.html' : 'mf-manifest.json'}`,
      inputs: [`${app}/src`, `${app}/webpack.config.js`, `${app}/package.json`, 'shared/src', 'scripts/webpack'],
      command: ['npm', ['run', 'build', '-w', app]],
    });
  }
  return targets;
}
