/**
 * Starts the one i18next instance: stored or default language, English fallback, locale files loaded on demand. Every
 * locale has every key (locale-keys.test.ts), so the fallback is a safety net, not part of the first screen: its texts
 * are fetched when a text is missing from the shown language, or when the player switches to it.
 *
 * Each language comes in parts (locale-parts.ts): the core at start, a remote's own part when one of its pages is
 * first opened (loadTextsOfRemote, which the host awaits beside the page). A language read later brings every part
 * wanted so far; a text still missing fetches the parts not yet wanted, and shows as soon as they are in.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from '@racing/shared/src/i18n/react-i18n';
import { appStorage } from '@racing/shared/src/storage/expiring-storage';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@racing/shared/src/i18n/languages';
import type { TextPart } from '@racing/shared/src/i18n/locale-parts';

type Texts = Record<string, unknown>;
type TextsModule = Promise<{ default: Texts }>;

/**
 * One import per part, so each is a chunk per language (scripts/webpack/locale-part-loader.js cuts the file). The table
 * of parts (locale-parts.ts) is read at build time only; its type keeps this list complete.
 */
const partLoaders: Record<TextPart, (language: Language) => TextsModule> = {
  core: (language) => import(`./locales/${language}.json?part=core`),
  remote_profile: (language) => import(`./locales/${language}.json?part=remote_profile`),
  remote_chat: (language) => import(`./locales/${language}.json?part=remote_chat`),
};

const TEXT_PARTS = Object.keys(partLoaders) as TextPart[];
const loadPart = (language: Language, part: TextPart): Promise<Texts> => partLoaders[part](language).then((module) => module.default);

/** The part holding the texts only `remote`'s pages use, or null when it has none (its texts are in the core). */
const textPartOfRemote = (remote: string): TextPart | null =>
  remote !== 'core' && Object.prototype.hasOwnProperty.call(partLoaders, remote) ? (remote as TextPart) : null;

let started: Promise<typeof i18next> | null = null;
let fallbackLoaded: Promise<void> | null = null;

/** The parts every language read from now on brings: the core, and each remote's whose page has been opened. */
const wantedParts = new Set<TextPart>(['core']);
/** The parts i18next holds, as `language/part`. */
const heldParts = new Set<string>();

/** The parts' texts in one object (their sections never overlap), recorded as held once i18next has them. */
function loadParts(language: Language, parts: Iterable<TextPart>): Promise<{ texts: Texts; hold: () => void }> {
  const list = [...parts];
  return Promise.all(list.map((part) => loadPart(language, part))).then((texts) => ({
    texts: Object.assign({}, ...texts) as Texts,
    hold: () => list.forEach((part) => heldParts.add(`${language}/${part}`)),
  }));
}

/** Adds the parts a language i18next already holds lacks (a bundle added before its first read would stand in for it). */
async function addParts(language: Language, parts: Iterable<TextPart>): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) return;
  const needed = [...parts].filter((part) => !heldParts.has(`${language}/${part}`));
  if (needed.length === 0) return;
  const { texts, hold } = await loadParts(language, needed);
  hold();
  i18next.addResourceBundle(language, 'translation', texts, true, true);
}

/** The languages whose texts are in use: the shown one, and the fallback once it has been fetched. */
function languagesInUse(): Language[] {
  const shown = isLanguage(i18next.language) ? [i18next.language] : [];
  return fallbackLoaded && !shown.includes(FALLBACK_LANGUAGE) ? [...shown, FALLBACK_LANGUAGE] : shown;
}

/**
 * The texts only `remote`'s pages use, fetched the first time one of its pages opens (at once when it has no part of its
 * own, or they are in already). Before start-up they simply join the parts the first read brings.
 */
export async function loadTextsOfRemote(remote: string): Promise<void> {
  const part = textPartOfRemote(remote);
  if (part === null) return;
  wantedParts.add(part);
  if (!started) return;
  await started;
  await Promise.all(languagesInUse().map((language) => addParts(language, [part])));
}

/** A text was missing: every part not wanted yet, for the languages in use, and the page renders again once they are in. */
function loadEveryPart(): void {
  const missing = TEXT_PARTS.filter((part) => !wantedParts.has(part));
  if (missing.length === 0) return;
  for (const part of missing) wantedParts.add(part);
  void Promise.all(languagesInUse().map((language) => addParts(language, missing))).then(
    // Every component reading texts renders again, as on a language switch (the language is the same).
    () => i18next.emit('languageChanged', i18next.language),
    () => undefined,
  );
}

/**
 * The fallback language's texts, added to i18next when they arrive (once; a failed load is tried again on the next
 * call). Until then the fallback reads as empty: a key missing from the shown language would show as the key.
 */
export function loadFallbackLanguage(): Promise<void> {
  fallbackLoaded ??= loadParts(FALLBACK_LANGUAGE, TEXT_PARTS).then(
    ({ texts, hold }) => {
      hold();
      i18next.addResourceBundle(FALLBACK_LANGUAGE, 'translation', texts, true, true);
    },
    (error: unknown) => {
      fallbackLoaded = null;
      throw error;
    },
  );
  return fallbackLoaded;
}

/**
 * Each part of each locale is its own chunk: the first screen downloads only the language it shows. The fallback
 * language, when it is not the one shown, reads as empty at start (so i18next does not wait for it) until
 * loadFallbackLanguage adds it.
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    if (language === FALLBACK_LANGUAGE && i18next.language !== FALLBACK_LANGUAGE && fallbackLoaded === null) {
      callback(null, {});
      return;
    }
    loadParts(language, wantedParts).then(
      ({ texts, hold }) => {
        hold();
        callback(null, texts);
      },
      (error: Error) => callback(error, null),
    );
  },
};

export function storedLanguage(): Language {
  const stored = appStorage.get<string>(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Safe to call from the host and from a standalone remote: the first call wins. */
export function initI18n(language: Language = storedLanguage()): Promise<typeof i18next> {
  if (!started) {
    started = i18next
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        // A remote's part is in before its page renders; texts that were missing re-render it (loadEveryPart).
        react: { useSuspense: false },
        // A text missing from the shown language fetches the parts not wanted yet and the fallback's texts.
        saveMissing: true,
        missingKeyHandler: (_languages, namespace, key) => {
          // The parts are this module's texts; a remote's own namespace (the agent inbox's) arrives with its page.
          if (namespace === 'translation') {
            // Browser tests collect what was missing, when they ask to (e2e/tests/routes.test.mjs).
            (globalThis as { __racingMissingTexts__?: string[] }).__racingMissingTexts__?.push(key);
            loadEveryPart();
          }
          if (i18next.language !== FALLBACK_LANGUAGE) loadFallbackLanguage().catch(() => undefined);
        },
      })
      .then(() => {
        setDocumentLanguage(language);
        return i18next;
      });
  }
  return started;
}

/** Switches the language everywhere and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  appStorage.set(LANGUAGE_STORAGE_KEY, language);
  // The fallback's bundle may still be the empty stand-in: switching to that language waits for its texts.
  if (language === FALLBACK_LANGUAGE) await loadFallbackLanguage();
  // A language shown earlier holds only the parts wanted then; one never read brings every wanted part when it is.
  await addParts(language, wantedParts);
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

/** The language in use now (falls back to the default before start-up). */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : storedLanguage();
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
