/** Inside shared, a module imports another by package name: a relative import would bundle a private copy (a second session store). */
import fs from 'fs';
import path from 'path';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_SOURCE_DIRS = ['shared/src', 'host/src', 'remote-auth/src', 'remote-betting/src', 'remote-profile/src', 'remote-chat/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

it('imports no other shared module by a relative path (type-only imports aside)', () => {
  const srcDir = path.resolve(__dirname, '..');
  const offenders = sourceFiles(srcDir).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.\.?\/[^']+)';/gm)].map(
      (match) => `${path.relative(srcDir, file)} → ${match[1]}`,
    ),
  );
  expect(offenders).toEqual([]);
});

it('imports react-router-dom only through the shared router module, so every app uses the one router', () => {
  const facade = path.join(repoRoot, 'shared/src/routing/router.ts');
  const offenders = APP_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
    .filter((file) => file !== facade && /from 'react-router(-dom)?'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(repoRoot, file));
  expect(offenders).toEqual([]);
});
