/** Language start-up and switch: default zh-Hans, switch persists, the header code follows. */
import i18next from 'i18next';
import { changeLanguage, currentLanguage, initI18n, loadFallbackLanguage, storedLanguage } from './i18n-setup';
import { languageHeaderCode } from './languages';

describe('i18n', () => {
  it('starts in Simplified Chinese, switches, and remembers the switch', async () => {
    expect(storedLanguage()).toBe('zh-Hans');
    await initI18n();
    expect(i18next.t('titles.settings')).toBe('设置');
    // The first screen waits for the shown language only: the English fallback is not there yet.
    expect(i18next.getResource('en', 'translation', 'titles.settings')).toBeUndefined();
    await changeLanguage('es');
    expect(i18next.t('titles.settings')).toBe('Ajustes');
    expect(currentLanguage()).toBe('es');
    expect(storedLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('fetches the English fallback when a text is missing from the shown language, and switches to English with its texts', async () => {
    await changeLanguage('zh-Hans');
    expect(i18next.getResource('en', 'translation', 'titles.settings')).toBeUndefined();
    expect(i18next.t('test.missingEverywhere')).toBe('test.missingEverywhere');
    for (let tries = 0; tries < 50 && !i18next.getResource('en', 'translation', 'titles.settings'); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18next.getResource('en', 'translation', 'titles.settings')).toBe('Settings');
    // A key the shown language lacks now reads from the fallback.
    i18next.addResource('en', 'translation', 'test.onlyInEnglish', 'Only in English');
    expect(i18next.t('test.onlyInEnglish')).toBe('Only in English');
    await loadFallbackLanguage();
    await changeLanguage('en');
    expect(i18next.t('titles.settings')).toBe('Settings');
    expect(currentLanguage()).toBe('en');
  });

  it.each([
    ['zh-Hans', 'zh-cn'],
    ['zh-Hant', 'zh-tw'],
    ['en', 'en'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['de', 'en'],
  ])('sends %s as language header %s', (language, header) => {
    expect(languageHeaderCode(language)).toBe(header);
  });
});
