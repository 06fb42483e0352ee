// Every server message exists in all five languages, and the language header is read leniently with an English fallback.
import { LANGUAGES, resolveLanguage } from './language';
import { MESSAGES, translate } from './messages';
import { validationMessage } from '../http/validation-message';

describe('server messages', () => {
  it('has every message in every language, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',');
      for (const language of LANGUAGES) {
        const text = (texts as Record<string, string>)[language];
        expect({ key, language, ok: typeof text === 'string' && text.length > 0 }).toEqual({ key, language, ok: true });
        expect({ key, language, placeholders: placeholders(text) }).toEqual({ key, language, placeholders: placeholders(texts.en) });
      }
    }
  });

  it.each([
    ['zh-cn', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-Hant', 'zh-tw'],
    ['zh_TW', 'zh-tw'],
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
    ['es', 'es'],
    ['de', 'en'],
    [undefined, 'en'],
    ['constructor', 'en'],
    ['__proto__', 'en'],
    ['toString-x', 'en'],
  ])('reads the language header %s as %s', (header, language) => {
    expect(resolveLanguage(header)).toBe(language);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('paramNotFound', 'en', { key: 'x' })).toBe('Parameter x does not exist');
    expect(translate('paramNotFound', 'en')).toBe('Parameter {key} does not exist');
  });

  it('names the field in validation messages, in each language', () => {
    const issue = { keyword: 'maxLength', instancePath: '/nickname', params: { limit: 16 } };
    expect(validationMessage(issue, 'en')).toBe('nickname must be at most 16 characters');
    expect(validationMessage(issue, 'zh-cn')).toBe('字段 nickname 最多 16 个字符');
    expect(validationMessage({ keyword: 'required', instancePath: '/items/2', params: { missingProperty: 'amount' } }, 'fr')).toBe('Le champ items[2].amount est obligatoire');
    expect(validationMessage({ keyword: 'enum', instancePath: '/type', params: { allowedValues: [0, 1] } }, 'es')).toBe('El campo type debe ser uno de 0, 1');
  });
});
