/**
 * The plan hall's texts: the same keys in all five languages (a plural text counted as one key, written in exactly the
 * forms the language's plural rules name), none empty, the English placeholders kept, French spacing, and every key the
 * code names exists.
 */
import path from 'node:path';
import i18next from 'i18next';
import { checkLocaleParity, checkNamespaceTexts } from '@racing/shared/src/test/locale-checks';
import { PLAN_LOCALES, registerPlanLocales } from './register-plan-locales';

checkLocaleParity(PLAN_LOCALES);
checkNamespaceTexts(PLAN_LOCALES, 'plans', path.resolve(__dirname, '../..'), 40);

it('counts in each language through i18next: 1 and 5 copies, a run of 3 wins', async () => {
  await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
  registerPlanLocales();
  const say = (language: string, key: string, count: number) => i18next.getFixedT(language, 'plans')(key, { count });
  expect([1, 5].map((n) => say('en', 'card.copies', n))).toEqual(['1 copy', '5 copies']);
  expect([1, 5].map((n) => say('zh-Hans', 'card.copies', n))).toEqual(['1 人跟单', '5 人跟单']);
  expect(say('es', 'card.copies', 1_000_000)).toBe('1000000 de copias');
  expect(say('fr', 'author.streakWon', 3)).toBe('3 gagnés d’affilée');
});
