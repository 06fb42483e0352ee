/**
 * Starts the one i18next instance: stored or default language, English fallback, locale files loaded on demand. Every
 * locale has every key (locale-keys.test.ts), so the fallback is a safety net, not part of the first screen: its texts
 * are fetched when a text is missing from the shown language, or when the player switches to it.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from '@racing/shared/src/i18n/react-i18n';
import { appStorage } from '@racing/shared/src/storage/expiring-storage';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@racing/shared/src/i18n/languages';

const loadLocale = (language: Language): Promise<Record<string, unknown>> =>
  import(`./locales/${language}.json`).then((module: { default: Record<string, unknown> }) => module.default);

let fallbackLoaded: Promise<void> | null = null;

/**
 * The fallback language's texts, added to i18next when they arrive (once; a failed load is tried again on the next
 * call). Until then the fallback reads as empty: a key missing from the shown language would show as the key.
 */
export function loadFallbackLanguage(): Promise<void> {
  fallbackLoaded ??= loadLocale(FALLBACK_LANGUAGE).then(
    (texts) => {
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
 * Each locale is its own chunk: the first screen downloads only the language it shows. The fallback language, when it
 * is not the one shown, reads as empty at start (so i18next does not wait for it) until loadFallbackLanguage adds it.
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
    loadLocale(language).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

let started: Promise<typeof i18next> | null = null;

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
        react: { useSuspense: false },
        // A text missing from the shown language fetches the fallback's; it shows from the next render on.
        saveMissing: true,
        missingKeyHandler: () => {
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
