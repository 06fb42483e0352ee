// Every server message exists in all five languages, and the language header is read leniently with an English fallback.
import { LANGUAGES, resolveLanguage } from './language';
import { MESSAGES, translate } from './messages';
import fs from 'node:fs';
import path from 'node:path';
import { validationMessage } from '../http/validation-message';
import { ENTRY_LABELS, FIELD_LABELS } from './field-labels';

/** The glossary the client and the server share (shared/src/i18n/glossary.json): a term's words it forbids, per language. */
type Glossary = Record<string, Record<string, unknown> & { forbid?: Record<string, string[]> }>;
const GLOSSARY_LANGUAGES: Record<string, string> = { 'zh-Hans': 'zh-cn', 'zh-Hant': 'zh-tw', en: 'en', es: 'es', fr: 'fr' };

describe('server messages', () => {
  it('has every message in every language, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      // A count's plural forms (`{limit, plural, one {…} other {…}}`) are its one placeholder.
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map(([, name]) => `{${name}}`).sort().join(',');
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

  it('names a field it does not know as the client wrote it, in each language', () => {
    const issue = { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'gender' } };
    expect(validationMessage(issue, 'en')).toBe('Unknown field: gender');
    expect(validationMessage(issue, 'zh-tw')).toBe('不支援的欄位：gender');
    expect(validationMessage(issue, 'es')).toBe('Campo desconocido: «gender»');
  });

  it('names the field by its label in validation messages, in each language', () => {
    const issue = { keyword: 'maxLength', instancePath: '/nickName', params: { limit: 16 } };
    expect(validationMessage(issue, 'en')).toBe('Nickname must be at most 16 characters long');
    expect(validationMessage(issue, 'zh-cn')).toBe('昵称最多 16 个字符');
    expect(validationMessage(issue, 'zh-tw')).toBe('暱稱最多 16 個字元');
    const missingStake = { keyword: 'required', instancePath: '/items/2', params: { missingProperty: 'amount' } };
    expect(validationMessage(missingStake, 'fr')).toBe('Le champ «\u00a0Mise du choix 3\u00a0» est obligatoire');
    expect(validationMessage(missingStake, 'es')).toBe('El campo «Importe de la selección 3» es obligatorio');
    expect(validationMessage(missingStake, 'en')).toBe('Stake of pick 3 is required');
    expect(validationMessage(missingStake, 'zh-cn')).toBe('第 3 注的投注金额不能为空');
    expect(validationMessage({ keyword: 'enum', instancePath: '/type', params: { allowedValues: [0, 1] } }, 'es')).toBe('El campo «Tipo» debe ser 0 o 1');
  });

  it('writes a limit on money as an amount, and a large count grouped, in the language', () => {
    expect(validationMessage({ keyword: 'minimum', instancePath: '/items/0/amount', params: { limit: 100 } }, 'es')).toBe('El campo «Importe de la selección 1» debe ser como mínimo 1,00');
    // One cent is the schema's "positive": the real floor is the business rule's to say, so none is named here.
    expect(validationMessage({ keyword: 'minimum', instancePath: '/items/0/amount', params: { limit: 1 } }, 'es')).toBe('El campo «Importe de la selección 1» debe ser mayor que 0');
    expect(validationMessage({ keyword: 'minimum', instancePath: '/amount', params: { limit: 1 } }, 'en')).toBe('Amount must be more than 0');
    expect(validationMessage({ keyword: 'minimum', instancePath: '/amount', params: { limit: 1 } }, 'zh-cn')).toBe('金额必须大于 0');
    expect(validationMessage({ keyword: 'maximum', instancePath: '/stakeDay', params: { limit: 1_000_000_000 } }, 'fr')).toBe('Le champ «\u00a0Limite de mise sur 24 heures\u00a0» doit être au plus égal à 10\u202f000\u202f000,00');
    expect(validationMessage({ keyword: 'maximum', instancePath: '/page', params: { limit: 1_000_000 } }, 'en')).toBe('Page must be at most 1,000,000');
  });

  it('never lists API words such as column names as the allowed values', () => {
    const message = validationMessage({ keyword: 'enum', instancePath: '/order', params: { allowedValues: ['createdAt', 'id'] } }, 'en');
    expect(message).toBe('Sort by has a value that is not allowed');
    expect(message).not.toMatch(/createdAt/);
  });

  it('answers a problem with the request as a whole, or inside free-form JSON, without naming a field', () => {
    expect(validationMessage({ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'en')).toBe('The request is not in the expected form');
    expect(validationMessage({ keyword: 'format', instancePath: '/someKeyOfTheirs', params: {} }, 'fr')).toBe('La requête n’a pas la forme attendue');
    expect(validationMessage({ keyword: 'format', instancePath: '/settings/someKeyOfTheirs', params: {} }, 'en')).toBe('Settings is not in the right format');
  });

  it('writes money, moments and other messages given as placeholder values in the reader\'s language', () => {
    const moment = Date.UTC(2027, 4, 23, 16, 5);
    expect(translate('selfExcluded', 'en', { until: { moment } }, { timeZone: 'Asia/Shanghai' })).toBe('You have excluded yourself from play until 24 May 2027 at 00:05 GMT+8');
    expect(translate('selfExcluded', 'fr', { until: { moment } }, { timeZone: 'Europe/Paris' })).toBe('Vous vous êtes exclu du jeu jusqu’au 23 mai 2027 à 18:05 UTC+2');
    expect(translate('selfExcluded', 'zh-cn', { until: { moment } }, { timeZone: 'Asia/Shanghai' })).toMatch(/^您已自我排除，2027年5月24日.*00:05 前不能投注或充值$/);
    expect(translate('stakeLimitReached', 'es', { window: { message: 'windowWeek' }, remaining: { money: 123456 } })).toBe('Este boleto supera su límite de apuestas de 7 días (quedan 1234,56)');
    expect(translate('stakeOutOfRange', 'fr', { min: { money: 100 }, max: { money: 5_000_000 } })).toBe('La mise par choix doit être comprise entre 1,00 et 50\u202f000,00');
  });

  it('writes French with a non-breaking space before : ; ? ! and inside « », Spanish with usted, and no tilde or "exception"', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      const fr = (texts as Record<string, string>).fr;
      expect({ key, fr, plainSpaceBeforePunctuation: / [:;?!»]|« /.test(fr) }).toEqual({ key, fr, plainSpaceBeforePunctuation: false });
      for (const language of LANGUAGES) {
        const text = (texts as Record<string, string>)[language];
        expect({ key, language, text, banned: /~|exception|excepción|abnormal|anormal|异常|異常|One-key|One-click/i.test(text) }).toEqual({ key, language, text, banned: false });
      }
      const es = (texts as Record<string, string>).es;
      expect({ key, es, tuteo: /\b(inténtalo|elige|introduce|escribe|tienes|puedes|tu cuenta|tus)\b/i.test(es) }).toEqual({ key, es, tuteo: false });
    }
  });

  it('uses the glossary\'s terms: no word it forbids in any message or field label', () => {
    const glossary = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared/src/i18n/glossary.json'), 'utf8')) as Glossary;
    const texts: Array<{ where: string; language: string; text: string }> = [];
    for (const [key, localized] of Object.entries(MESSAGES)) for (const language of LANGUAGES) texts.push({ where: key, language, text: (localized as Record<string, string>)[language] });
    for (const [key, localized] of Object.entries(FIELD_LABELS)) for (const language of LANGUAGES) texts.push({ where: `field ${key}`, language, text: localized[language] });
    for (const [key, labels] of Object.entries(ENTRY_LABELS)) for (const language of LANGUAGES) texts.push({ where: `entry ${key}`, language, text: `${labels.entry[language]} ${labels.fieldOf[language]}` });
    const found: string[] = [];
    for (const [term, entry] of Object.entries(glossary)) {
      for (const [glossaryLanguage, words] of Object.entries(entry.forbid ?? {})) {
        const language = GLOSSARY_LANGUAGES[glossaryLanguage];
        for (const { where, text } of texts.filter((t) => t.language === language)) {
          // Placeholders are names for the code ({issue}), not words the reader sees.
          // and the term itself may contain a forbidden word (手機號碼 holds 手機號): it is taken out first.
          const own = typeof entry[glossaryLanguage] === 'string' ? (entry[glossaryLanguage] as string) : '';
          const shown = text.replace(/\{\w+\}/g, '').split(own || '\u0000').join(' ');
          for (const word of words) {
            const cjk = /[\u3400-\u9fff]/.test(word);
            const hit = cjk ? shown.includes(word) : new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(shown);
            if (hit) found.push(`${where} (${language}) uses "${word}" against the glossary's ${term}: ${text}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
