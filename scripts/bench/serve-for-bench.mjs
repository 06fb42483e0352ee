// Starts the built server on a free port with a fresh data dir for a benchmark, and stops it afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT } from '../lib/workspace.mjs';

/** Fresh secrets for a production-mode server in a benchmark (production refuses the public development ones). */
export function freshSecrets() {
  const secret = () => randomBytes(32).toString('hex');
  return { JWT_ACCESS_SECRET: secret(), JWT_REFRESH_SECRET: secret(), PHONE_HASH_SECRET: secret(), SANDBOX_PAY_SECRET: secret() };
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `logFile`: the server's standard output (its log) goes to that file instead of this terminal, so it may log every request. */
export async function startServer(env = {}, { logFile } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-bench-'));
  const out = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  if (typeof out === 'number') fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/api/app/base/comm/uploadMode`);
      if (res.ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    /** The server process's id (its memory is in /proc/<pid>/status). */
    pid: child.pid,
    /** Whether the server process has ended (crashed, say) before stop(). */
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
