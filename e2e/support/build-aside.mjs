// A team's own checkout of one app: the app's sources copied aside (beside links to what it builds from), edited, and
// built for production, as a redeploy of that app alone would be.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assert } from './expect.mjs';

/**
 * Copies `<root>/<appDir>` into `workDir` (no dist, no node_modules) beside links to scripts, shared and node_modules,
 * lets `edit(appPath)` change it, builds it, and returns the app's copy (its build in `<copy>/dist`).
 */
export function buildAppAside(root, workDir, appDir, edit) {
  fs.cpSync(path.join(root, appDir), path.join(workDir, appDir), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  for (const link of ['scripts', 'shared', 'node_modules']) {
    if (!fs.existsSync(path.join(workDir, link))) fs.symlinkSync(path.join(root, link), path.join(workDir, link));
  }
  const app = path.join(workDir, appDir);
  edit(app);
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: app, encoding: 'utf8' });
  assert.equal(build.status, 0, `${appDir} build failed:\n${build.stdout}\n${build.stderr}`);
  return app;
}

/** Appends a line to one source file of the copy. */
export function appendToSource(app, file, line) {
  fs.appendFileSync(path.join(app, file), `\n${line}\n`);
}
