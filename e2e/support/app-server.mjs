// Starts the real API server (node server/dist/main.js) on a free port with a fresh data dir and its own remotes.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** `env`: extra server configuration for one test's own server (a short token lifetime, say); `port`: a given one (a
 * server started again where an open page expects it), else a free one. */
export async function startAppServer(root, { env = {}, logName = 'server.log', port: givenPort } = {}) {
  const port = givenPort ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-e2e-data-'));
  // A copy the tests may edit: ops change this file per environment, no rebuild.
  const remotesFile = path.join(dataDir, 'remotes.json');
  fs.copyFileSync(path.join(root, 'host/dist/remotes.json'), remotesFile);
  const log = fs.createWriteStream(path.join(root, 'e2e/artifacts', logName));
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REMOTES_FILE: remotesFile, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/remotes.json`, child, logName);
  return {
    baseUrl,
    dataDir,
    remotesFile,
    readRemotes: () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')),
    writeRemotes: (json) => fs.writeFileSync(remotesFile, JSON.stringify(json, null, 2)),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url, child, logName) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see e2e/artifacts/${logName}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within 30 s`);
}
