// `npm run dev`: the API server with reload on change, plus the webpack dev server of the host and every remote.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_APPS } from './lib/workspace.mjs';

const children = [];
function start(name, command, args) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

start('server', 'npx', ['tsx', 'watch', 'server/src/main.ts']);
for (const app of WEB_APPS) {
  if (fs.existsSync(path.join(ROOT, app, 'webpack.config.js'))) start(app, 'npm', ['run', 'dev', '-w', app]);
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
