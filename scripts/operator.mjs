// `npm run operator -- <command>`: operator accounts from the command line; runs the built CLI when there is one, else its TypeScript through tsx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const built = path.join(ROOT, 'server', 'dist', 'cli', 'operator.js');
const args = process.argv.slice(2);
let command;
if (fs.existsSync(built)) command = [built, ...args];
else {
  // The server's own dev runner, resolved from the package that declares it (as api-types does).
  const tsxCli = createRequire(path.join(ROOT, 'server', 'package.json')).resolve('tsx/cli');
  command = [tsxCli, path.join(ROOT, 'server', 'src', 'cli', 'operator.ts'), ...args];
}
const child = spawn(process.execPath, command, { cwd: ROOT, stdio: 'inherit', env: process.env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
