/** Inside shared, a module imports another by package name: a relative import would bundle a private copy (a second session store). */
import fs from 'fs';
import path from 'path';

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
