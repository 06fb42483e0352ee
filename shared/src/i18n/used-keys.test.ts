/** Every text key the frontend code names exists in the locales (the parity test then holds it in all five). */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../test/locale-checks';
import english from './locales/en.json';

const repoRoot = path.resolve(__dirname, '../../..');
const REMOTE_SOURCE_DIRS = fs
  .readdirSync(repoRoot)
  .filter((entry) => entry.startsWith('remote-') && fs.existsSync(path.join(repoRoot, entry, 'src')))
  .map((entry) => `${entry}/src`);
const SOURCE_DIRS = ['shared/src', 'host/src', ...REMOTE_SOURCE_DIRS];

const find = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
/** A key as code names it; a plural text is found by its `_other` form (`t('board.selections', { count })`). */
const lookup = (key: string): unknown => {
  const text = find(key);
  return text === undefined && typeof find(`${key}_other`) === 'string' ? find(`${key}_other`) : text;
};

const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).map((file) => ({
  file: path.relative(repoRoot, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** t('a.b'), i18nKey/titleKey/key: 'a.b' (keys handed to t later), <Trans i18nKey="a.b">. */
const LITERAL_KEY = /(?:\bt\(\s*|\b(?:[a-z]+Key|key)\s*:\s*|\bi18nKey=)['"]([a-zA-Z][\w]*(?:\.[\w]+)+)['"]/g;
/** t(`a.b.${x}`): the part before the placeholder must be a group of texts. */
const KEY_PREFIX = /\bt\(\s*`([a-zA-Z][\w.]*)\.\$\{/g;

it('names only keys that exist', () => {
  const missing = sources.flatMap(({ file, text }) =>
    [...text.matchAll(LITERAL_KEY)].filter(([, key]) => typeof lookup(key) !== 'string').map(([, key]) => `${file}: ${key}`),
  );
  expect(missing).toEqual([]);
});

it('builds keys only inside groups of texts that exist', () => {
  const missing = sources.flatMap(({ file, text }) =>
    [...text.matchAll(KEY_PREFIX)].filter(([, prefix]) => typeof lookup(prefix) !== 'object').map(([, prefix]) => `${file}: ${prefix}.*`),
  );
  expect(missing).toEqual([]);
});

it('finds the keys it checks (the scan itself works)', () => {
  const found = sources.flatMap(({ text }) => [...text.matchAll(LITERAL_KEY)]);
  expect(found.length).toBeGreaterThan(100);
});
