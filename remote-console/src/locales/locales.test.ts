/** The console's texts: every area says the same keys in all five languages, none empty, and every key the code asks for exists. */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
import { checkLocaleParity, localeLeaves, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { CONSOLE_LOCALES } from '.';

const SRC = path.resolve(__dirname, '..');

describe.each(Object.keys(CONSOLE_LOCALES))('area %s', (area) => {
  checkLocaleParity(CONSOLE_LOCALES[area]);
});

it("every t('console:…') literal in the source names a text", () => {
  const known = new Set(Object.entries(CONSOLE_LOCALES).flatMap(([area, texts]) => [...localeLeaves(texts.en).keys()].map((key) => `console:${area}.${key}`)));
  // i18next plural forms: `key` is found through `key_one` / `key_other`.
  const pluralBases = new Set([...known].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
  const missing: string[] = [];
  const literal = /\bt\(\s*['"`](console:[\w.-]+)['"`]/g;
  const titleKey = /titleKey[=:]\s*\{?\s*['"](console:[\w.-]+)['"]/g;
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of [literal, titleKey]) {
      for (const [, key] of text.matchAll(pattern)) {
        if (!known.has(key) && !pluralBases.has(key)) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

describe('counts through i18next’s plural rules in every language', () => {
  const t = (language: Language, key: string, count: number, values: Record<string, unknown> = {}) => instance.getFixedT(language, 'console')(key, { ...values, count });
  let instance: i18n;
  beforeAll(async () => {
    instance = i18next.createInstance();
    const resources = Object.fromEntries(
      LANGUAGES.map((language) => [language, { console: Object.fromEntries(Object.entries(CONSOLE_LOCALES).map(([area, texts]) => [area, texts[language]])) }]),
    );
    await instance.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  });

  it.each([
    ['zh-Hans', '本期不再开奖，1 注共 5.00 将全部退款给玩家，且仅退一次。', '本期不再开奖，3 注共 5.00 将全部退款给玩家，且仅退一次。'],
    ['zh-Hant', '本期不再開獎，1 注共 5.00 將全部退款給玩家，且僅退一次。', '本期不再開獎，3 注共 5.00 將全部退款給玩家，且僅退一次。'],
    ['en', 'This period will not be drawn: its 1 bet, 5.00, is refunded to the player, once.', 'This period will not be drawn: its 3 bets, 5.00 in all, are refunded to the players, once.'],
    ['es', 'Este periodo no se sorteará: su 1 apuesta, de 5.00, se reembolsa al jugador una sola vez.', 'Este periodo no se sorteará: sus 3 apuestas, 5.00 en total, se reembolsan a los jugadores una sola vez.'],
    ['fr', 'Cette période ne sera pas tirée : son 1 pari, de 5.00, est remboursé au joueur, une seule fois.', 'Cette période ne sera pas tirée : ses 3 paris, 5.00 au total, sont remboursés aux joueurs, une seule fois.'],
  ] as const)('%s: a cancelled period’s one bet and its three bets', (language, one, three) => {
    expect([1, 3].map((count) => t(language, 'draws.cancelWarning', count, { stakes: '5.00' }))).toEqual([one, three]);
  });

  it.each([
    ['zh-Hans', '每 1 分钟', '每 30 分钟', '最近 7 天'],
    ['zh-Hant', '每 1 分鐘', '每 30 分鐘', '最近 7 天'],
    ['en', 'Every minute', 'Every 30 min', 'Last 7 days'],
    ['es', 'Cada minuto', 'Cada 30 min', 'Últimos 7 días'],
    ['fr', 'Chaque minute', 'Toutes les 30 min', '7 derniers jours'],
  ] as const)('%s: a reality check every minute or every 30, the last 7 days', (language, everyMinute, every30, lastWeek) => {
    expect(t(language, 'players.card.realityCheckEvery', 1)).toBe(everyMinute);
    expect(t(language, 'players.card.realityCheckEvery', 30)).toBe(every30);
    expect(t(language, 'overview.daily', 7)).toBe(lastWeek);
  });
});
