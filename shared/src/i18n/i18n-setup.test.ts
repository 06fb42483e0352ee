/** Language start-up and switch: default zh-Hans, switch persists, the header code follows. */
import i18next from 'i18next';
import { changeLanguage, currentLanguage, initI18n, storedLanguage } from './i18n-setup';
import { languageHeaderCode } from './languages';

describe('i18n', () => {
  it('starts in Simplified Chinese, switches, and remembers the switch', async () => {
    expect(storedLanguage()).toBe('zh-Hans');
    await initI18n();
    expect(i18next.t('titles.settings')).toBe('设置');
    await changeLanguage('es');
    expect(i18next.t('titles.settings')).toBe('Ajustes');
    expect(currentLanguage()).toBe('es');
    expect(storedLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
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
