/** The parts of each locale file hold every section once, and a remote's part holds only texts no other code names. */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../test/locale-checks';
import english from './locales/en.json';
import { REMOTE_TEXT_SECTIONS, TEXT_PARTS, textsOfPart, type TextPart } from './locale-parts';

const repoRoot = path.resolve(__dirname, '../../..');
const remoteParts = Object.entries(REMOTE_TEXT_SECTIONS) as [Exclude<TextPart, 'core'>, readonly string[]][];
/** Code naming a text of the section: a key starting with it (`'mine.balance'`, `` `orders.empty.${tab}` ``). */
const namesSection = (text: string, section: string) => new RegExp(`['"\`]${section}\\.[\\w$]`).test(text);

it('lists every remote part, and names only sections that exist', () => {
  expect([...TEXT_PARTS].sort()).toEqual(['core', ...Object.keys(REMOTE_TEXT_SECTIONS)].sort());
  for (const [, sections] of remoteParts) for (const section of sections) expect(typeof (english as Record<string, unknown>)[section]).toBe('object');
});

it('cuts a locale file into parts that hold each section exactly once', () => {
  const parts = TEXT_PARTS.map((part) => textsOfPart(english, part));
  const sections = parts.flatMap((texts) => Object.keys(texts));
  expect(sections.sort()).toEqual(Object.keys(english).sort());
  expect(Object.assign({}, ...parts)).toEqual(english);
  expect(Object.keys(textsOfPart(english, 'remote_profile')).sort()).toEqual([...REMOTE_TEXT_SECTIONS.remote_profile].sort());
  expect(textsOfPart(english, 'core')).toHaveProperty('shell');
  expect(textsOfPart(english, 'core')).not.toHaveProperty('mine');
});

it.each(remoteParts)("no code outside %s names a section of its part (it would render before the part is in)", (remote, sections) => {
  const ownDir = remote.replace(/^remote_/, 'remote-');
  const dirs = ['host', 'shared', ...fs.readdirSync(repoRoot).filter((entry) => entry.startsWith('remote-') && entry !== ownDir)]
    .map((dir) => path.join(repoRoot, dir, 'src'))
    .filter((dir) => fs.existsSync(dir));
  const named = dirs.flatMap(sourceFiles).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return sections.filter((section) => namesSection(text, section)).map((section) => `${path.relative(repoRoot, file)}: ${section}`);
  });
  expect(named).toEqual([]);
  // The scan does see a section where it is named: the remote's own code names each of its sections.
  const own = sourceFiles(path.join(repoRoot, ownDir, 'src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  expect(sections.filter((section) => !namesSection(own, section))).toEqual([]);
});
