/** Keeps `<link rel="manifest">` on the player's language: the installed app's name is in the language they use. */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';

export const manifestUrl = (language: Language) => `manifest.${language}.webmanifest`;

export function followLanguageInManifestLink(): void {
  const apply = (language: string) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && (LANGUAGES as readonly string[]).includes(language)) link.setAttribute('href', manifestUrl(language as Language));
  };
  apply(i18next.language);
  i18next.on('languageChanged', apply);
}
