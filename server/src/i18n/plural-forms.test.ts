// Counts in server messages read right in every language: each plural placeholder writes exactly the forms the
// language's plural rules name, and the form is chosen by the count (1 entry, 2 entries, « 1 000 000 de … »).
import { LANGUAGES } from './language';
import { MESSAGES, translate } from './messages';
import { pluralCategories, pluralFormsOf, withPluralForms } from './plural-forms';

describe('plural forms in server messages', () => {
  it('writes each plural placeholder in exactly the forms of its language (Chinese: a plain placeholder)', () => {
    const wrong: string[] = [];
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const { name } of pluralFormsOf(texts.en)) {
        for (const language of LANGUAGES) {
          const text = (texts as Record<string, string>)[language];
          const forms = pluralFormsOf(text).find((placeholder) => placeholder.name === name);
          const categories = pluralCategories(language);
          const plain = categories.join() === 'other' && text.includes(`{${name}}`);
          if (!plain && forms?.categories.join() !== categories.join()) wrong.push(`${key} (${language}): ${forms?.categories.join() ?? 'none'}, wants ${categories.join()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds the plural texts it checks (the scan itself works)', () => {
    const plural = Object.entries(MESSAGES).filter(([, texts]) => pluralFormsOf(texts.en).length > 0).map(([key]) => key);
    expect(plural).toEqual(expect.arrayContaining(['loginThrottled', 'fieldMaxItems', 'fieldMaxLength', 'payTooManyPending']));
  });

  it.each([
    ['en', 'Too many failed logins, please try again in 1 minute', 'Too many failed logins, please try again in 5 minutes'],
    ['es', 'Demasiados intentos fallidos; inténtelo de nuevo en 1 minuto', 'Demasiados intentos fallidos; inténtelo de nuevo en 5 minutos'],
    ['fr', 'Trop de connexions échouées, réessayez dans 1 minute', 'Trop de connexions échouées, réessayez dans 5 minutes'],
    ['zh-cn', '登录失败次数过多，请 1 分钟后再试', '登录失败次数过多，请 5 分钟后再试'],
    ['zh-tw', '登入失敗次數過多，請 1 分鐘後再試', '登入失敗次數過多，請 5 分鐘後再試'],
  ] as const)('%s: a login throttled for 1 and for 5 minutes', (language, one, five) => {
    expect([1, 5].map((minutes) => translate('loginThrottled', language, { minutes }))).toEqual([one, five]);
  });

  it('writes the count the way the message writes numbers, and the "many" form Spanish and French use for a million', () => {
    expect(translate('fieldMaxItems', 'en', { field: 'Picks', limit: { number: 1 } })).toBe('Picks must have at most 1 entry');
    expect(translate('fieldMaxItems', 'en', { field: 'Picks', limit: { number: 1000 } })).toBe('Picks must have at most 1,000 entries');
    expect(translate('fieldMaxLength', 'es', { field: 'Apodo', limit: { number: 1_000_000 } })).toBe('El campo «Apodo» debe tener como máximo 1.000.000 de caracteres');
    expect(translate('fieldMaxLength', 'fr', { field: 'Pseudo', limit: { number: 1 } })).toBe('Le champ «\u00a0Pseudo\u00a0» doit contenir au plus 1 caractère');
  });

  it('leaves a plural placeholder whose count was not given as it is', () => {
    const template = 'in {minutes, plural, one {# minute} other {# minutes}}';
    expect(withPluralForms(template, 'en', () => undefined, () => 'x')).toBe(template);
  });
});
