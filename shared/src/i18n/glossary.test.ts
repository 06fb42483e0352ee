/**
 * The glossary (glossary.json: one name per game and money concept in each language) is the one the texts use: no locale
 * text, and no server message, says a synonym the glossary forbids; the texts that name a concept name it with the
 * glossary's term; and the house style holds (no "~", rank names only as labels, French spaces before : ; ! ?).
 */
import fs from 'node:fs';
import path from 'node:path';
import glossary from './glossary.json';
import { LANGUAGES, type Language } from './languages';
import { localeTexts } from './locale-texts';

type Term = Record<Language, string> & { note?: string; forbid?: Partial<Record<Language, string[]>> };

const terms = glossary as unknown as Record<string, Term>;

const locales = localeTexts();

/** The words a text shows: placeholders ({{x}}, {x}) and Trans tags (<user>, </user>, <seed/>) are not words. */
const shown = (text: string) => text.replace(/\{\{\w+\}\}|\{\w+\}|<\/?\w+\s*\/?>/g, ' ');

const LATIN: ReadonlySet<Language> = new Set(['en', 'es', 'fr']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does `text` say `word`? Whole words in Latin scripts ("tie" is not in "entitled"); any occurrence in Chinese. */
function says(language: Language, text: string, word: string, ignoreCase = false): boolean {
  const flags = ignoreCase ? 'iu' : 'u';
  return LATIN.has(language) ? new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}])`, flags).test(text) : ignoreCase ? text.toLowerCase().includes(word.toLowerCase()) : text.includes(word);
}

/** Forbidden synonyms a text uses; the glossary term itself is taken out first (手機號碼 contains the forbidden 手機號). */
function forbiddenIn(language: Language, text: string): string[] {
  const found: string[] = [];
  for (const [id, term] of Object.entries(terms)) {
    const forbid = term.forbid?.[language];
    if (!forbid) continue;
    const rest = shown(text).split(term[language]).join(' ');
    for (const word of forbid) if (says(language, rest, word)) found.push(`${id}: "${word}" (say "${term[language]}")`);
  }
  return found;
}

/** Locale texts that name a glossary concept directly: each must say the glossary's term. */
const NAMED: Record<string, string> = {
  'titles.bill': 'bill',
  'titles.trend': 'trend',
  'titles.captcha': 'captcha',
  'board.stakeEach': 'stakePerPick',
  'board.recharge': 'recharge',
  'board.balanceLabel': 'balance',
  'board.confirmTitle': 'betSlip',
  'board.closed': 'bettingClosed',
  'items.big': 'big',
  'items.small': 'small',
  'items.odd': 'odd',
  'items.even': 'even',
  'betStatus.3': 'push',
  'rules.eleven.push': 'push',
  'rules.item': 'playItem',
  'rules.oddsCol': 'odds',
  'trend.place': 'place',
  'trend.hot': 'hot',
  'trend.cold': 'cold',
  'trend.hits': 'appearances',
  'trend.currentMiss': 'gap',
  'trend.longestMiss': 'gap',
  'trend.issueShort': 'period',
  'draw.issue': 'period',
  'draw.resultLabel': 'result',
  'draw.connection.live': 'live',
  'draw.connection.connecting': 'connecting',
  'history.issuePlaceholder': 'issueNumber',
  'history.search': 'search',
  'history.pull': 'pullToRefresh',
  'history.stake': 'stake',
  'history.payout': 'payout',
  'history.verify': 'verify',
  'verify.step.commitment': 'commitment',
  'verify.step.revealed': 'seed',
  'verify.step.previous': 'chainLink',
  'verify.step.chain': 'hashChain',
  'verify.byte': 'byte',
  'verify.algorithm': 'algorithm',
  'auth.oneTapLogin': 'oneTapLogin',
  'auth.logIn': 'logIn',
  'auth.logOut': 'logOut',
  'auth.phone': 'mobileNumber',
  'auth.code': 'smsCode',
  'auth.captchaSlider': 'slider',
  'auth.userAgreement': 'userAgreement',
  'auth.privacyPolicy': 'privacyPolicy',
  'errors.serviceAbnormal': 'serviceError',
};

/** A key's texts: the key itself, or every plural form of it. */
const textsOf = (language: Language, key: string) =>
  locales[language].has(key) ? [locales[language].get(key) as string] : [...locales[language]].filter(([k]) => k.startsWith(`${key}_`)).map(([, text]) => text);

describe('the glossary', () => {
  it('names every term in all five languages', () => {
    for (const [id, term] of Object.entries(terms)) {
      for (const language of LANGUAGES) expect(`${id}.${language}: ${typeof term[language] === 'string' && term[language].trim() !== ''}`).toBe(`${id}.${language}: true`);
      for (const language of Object.keys(term.forbid ?? {})) expect(LANGUAGES).toContain(language);
    }
  });

  it('covers the game and money concepts', () => {
    const needed = ['period', 'issueNumber', 'champion', 'runnerUp', 'rank10', 'sum', 'big', 'small', 'odd', 'even', 'dragon', 'tiger', 'stake', 'odds', 'payout', 'win', 'lose', 'push', 'refund', 'balance', 'bill', 'recharge', 'withdrawal', 'betSlip', 'pick', 'draw', 'result', 'trend', 'hot', 'cold', 'gap', 'appearances', 'hashChain', 'seed', 'commitment', 'verify', 'selfExclusion', 'limit', 'welcomeCredit', 'logIn', 'logOut', 'smsCode', 'oneTapLogin'];
    expect(needed.filter((id) => !terms[id])).toEqual([]);
  });
});

describe.each(LANGUAGES)('locale %s', (language) => {
  it('uses no synonym the glossary forbids', () => {
    const found = [...locales[language]].flatMap(([key, text]) => forbiddenIn(language, text).map((hit) => `${key}: ${hit}`));
    expect(found).toEqual([]);
  });

  it('names each concept with the glossary term', () => {
    const wrong = Object.entries(NAMED).flatMap(([key, id]) => {
      const texts = textsOf(language, key);
      if (texts.length === 0) return [`${key}: missing`];
      return texts.filter((text) => !says(language, shown(text), terms[id][language], true)).map((text) => `${key}: "${text}" does not say "${terms[id][language]}"`);
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the house style: no "~", rank names only as labels', () => {
    for (const [key, text] of locales[language]) {
      expect(`${key}: ${text.includes('~') ? 'has ~' : 'ok'}`).toBe(`${key}: ok`);
      // "{{place}}: number 6–10", never "{{place}} is 6–10" (a rank name is not a sentence subject in en/es/fr).
      if (LATIN.has(language) && text.includes('{{place}}')) expect(text).toMatch(/^\{\{place\}\}[\u00a0\u202f]?:/);
    }
  });
});

describe('French typography', () => {
  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    // An ordinary space or none: both are wrong (JavaScript's \s also matches the non-breaking spaces, so name them).
    const wrong = [...locales.fr].filter(([, text]) => /[^\u00a0\u202f\s\d][;:!?]|[ \t\n][;:!?]|«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(shown(text).replace(/\{\{\w+\}\}/g, 'x')));
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

/** The server's messages, read as text (the server is another package): `key: { 'zh-cn': '…', 'zh-tw': '…', en: '…', es: '…', fr: '…' }`. */
const SERVER_LANGUAGES: Record<string, Language> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', en: 'en', es: 'es', fr: 'fr' };
const serverSource = fs.readFileSync(path.resolve(__dirname, '../../../server/src/i18n/messages.ts'), 'utf8');
/** `'zh-cn': '…'` or `en: "…"` inside a message: the language and the text. */
const languageTexts = (source: string) =>
  [...source.matchAll(/(?:'(zh-cn|zh-tw)'|\b(en|es|fr)):\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g)].map((match) => ({
    language: SERVER_LANGUAGES[match[1] ?? match[2]],
    text: match[4].replace(/\\(['"`\\])/g, '$1'),
  }));
const serverMessages = languageTexts(serverSource);

/** The server's texts of one message key, by language. */
function serverTexts(key: string): Partial<Record<Language, string>> {
  const entry = new RegExp(`\\b${key}:\\s*\\{([^}]*)\\}`).exec(serverSource)?.[1] ?? '';
  return Object.fromEntries(languageTexts(entry).map(({ language, text }) => [language, text]));
}

/** Names the server sends for display (the catalogue's ranks, play types and play items): each is the glossary term itself. */
const SERVER_NAMES: Record<string, string> = {
  rankSum: 'sum',
  rank1: 'champion',
  rank2: 'runnerUp',
  ...Object.fromEntries([3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`rank${n}`, `rank${n}`])),
  oddsType0: 'numbersType',
  oddsType1: 'twoSided',
  itemBig: 'big',
  itemSmall: 'small',
  itemOdd: 'odd',
  itemEven: 'even',
  itemDragon: 'dragon',
  itemTiger: 'tiger',
};

describe("the server's messages", () => {
  it('name ranks, play types and play items with the glossary terms', () => {
    const wrong = Object.entries(SERVER_NAMES).flatMap(([key, id]) => {
      const texts = serverTexts(key);
      return LANGUAGES.filter((language) => texts[language] !== terms[id][language]).map((language) => `${key}.${language}: "${texts[language] ?? '(missing)'}" is not "${terms[id][language]}"`);
    });
    expect(wrong).toEqual([]);
  });

  it('are found (the scan itself works)', () => {
    expect(serverMessages.length).toBeGreaterThan(100);
    expect(new Set(serverMessages.map((message) => message.language))).toEqual(new Set(LANGUAGES));
  });

  it('use no synonym the glossary forbids', () => {
    const found = serverMessages.flatMap(({ language, text }) => forbiddenIn(language, text).map((hit) => `${language} "${text}": ${hit}`));
    expect(found).toEqual([]);
  });
});
