/** Starts the one i18next instance: stored or default language, English fallback, locale files loaded on demand. */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appStorage } from '@racing/shared/src/storage/expiring-storage';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@racing/shared/src/i18n/languages';

/** Each locale is its own chunk: the first screen downloads only the languages it shows. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    import(`./locales/${language}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
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
