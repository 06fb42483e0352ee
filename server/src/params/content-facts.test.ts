// A text's placeholders are filled from the configuration and the enforced rules, in the reader's language.
import { DEFAULT_HELP_LINES } from '../config';
import { fillContent, type ContentConfig } from './content-facts';

const config = (intervalSeconds: number, closeSeconds: number, welcomeCreditCents = 0): ContentConfig => ({ helpLines: DEFAULT_HELP_LINES, welcomeCreditCents, draws: { intervalSeconds, closeSeconds } });

describe('fillContent', () => {
  it('says the schedule as the configuration sets it, with plurals, in each language', () => {
    const text = '{drawInterval} / {closeTime}';
    expect(fillContent(text, config(300, 30), 'en')).toBe('5 minutes / 30 seconds');
    expect(fillContent(text, config(60, 1), 'en')).toBe('1 minute / 1 second');
    expect(fillContent(text, config(3600, 90), 'es')).toBe('1 hora / 90 segundos');
    // French keeps a number and its unit together with a non-breaking space.
    expect(fillContent(text, config(300, 30), 'fr')).toBe('5\u00a0minutes / 30\u00a0secondes');
    expect(fillContent(text, config(300, 30), 'zh-cn')).toBe('5 分钟 / 30 秒');
    expect(fillContent(text, config(300, 30), 'zh-tw')).toBe('5 分鐘 / 30 秒');
  });

  it('states the enforced limits and self-exclusion', () => {
    expect(fillContent('{limitWindows}; {increaseDelay}; {minExclusion}', config(300, 30), 'en')).toBe('24 hours, 7 days and 30 days; 24 hours; 6 months');
    expect(fillContent('{limitWindows}; {minExclusion}', config(300, 30), 'zh-cn')).toBe('24 小时、7 天和 30 天; 6 个月');
    expect(fillContent('{limitWindows}', config(300, 30), 'fr')).toBe('24\u00a0heures, 7\u00a0jours et 30\u00a0jours');
  });

  it('mentions a welcome credit only where the deployment gives one', () => {
    expect(fillContent('{welcomeCredit}', config(300, 30, 0), 'en')).toBe('');
    expect(fillContent('{welcomeCredit}', config(300, 30, 150_050), 'es')).toBe('Las cuentas nuevas reciben un crédito de bienvenida de 1500,50 en dinero ficticio. ');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(fillContent('{helpLines} {nope} {constructor}', config(300, 30), 'en')).toBe(`${DEFAULT_HELP_LINES.en} {nope} {constructor}`);
  });
});
