// `npm start`: builds what is not built yet, then serves the whole app (API, sockets, host and remotes) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureInstalled, runOrExit } from './lib/workspace.mjs';

await ensureInstalled();

// Builds what is not built or out of date (each target it builds is named as it starts); nothing when all is current.
await runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs'), '--stale']);

const port = process.env.PORT ?? '8080';
console.log(`\n▶ starting on http://localhost:${port} (data in ${process.env.DATA_DIR ?? './data'})`);
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
