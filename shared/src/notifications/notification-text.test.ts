/** A notification's text from its kind and params, in the player's language, money through the one formatter; "won" only for a gain. */
import i18next from 'i18next';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import type { NotificationView } from './notification-types';
import { notificationText, type Translate } from './notification-text';
import { registerNotificationLocales } from './register-notification-locales';

beforeAll(async () => {
  await initI18n('en');
  registerNotificationLocales();
});
afterEach(() => changeLanguage('en'));

const say = (overrides: Partial<NotificationView>) => notificationText(i18next.t as Translate, buildNotification({ id: 1, ...overrides }));
const settled = (stake: number, payout: number, refunded = false) =>
  say({ kind: 'betSettled', ref: '202611220001', actor: null, params: { issue: '202611220001', stake, payout, refunded } });
const order = (kind: 'recharge' | 'withdraw', status: string) => say({ kind: 'payOrder', actor: null, params: { orderNo: 'R1', kind, status, amount: 5000 } });

it('names who acted on a plan, and the period', () => {
  expect(say({ kind: 'planPublished' })).toBe('Ann published a plan for period 202611220001');
  expect(say({ kind: 'planLiked' })).toBe('Ann liked your plan for period 202611220001');
  expect(say({ kind: 'planCopied' })).toBe('Ann copied your plan for period 202611220001');
  expect(say({ kind: 'planLiked', actor: null })).toBe('Someone liked your plan for period 202611220001');
});

it('words an actor without a nickname, or with a closed account, in the reader\'s language', () => {
  const unnamed = { id: 8, nickName: '', nameDigits: '1234', closed: false, avatarUrl: null };
  expect(say({ kind: 'planCopied', actor: unnamed })).toBe('Player 1234 copied your plan for period 202611220001');
  expect(say({ kind: 'planLiked', actor: { ...unnamed, nameDigits: null, closed: true } })).toBe('Closed account liked your plan for period 202611220001');
});

it('words an unnamed actor in Chinese too', async () => {
  await changeLanguage('zh-Hans');
  expect(say({ kind: 'planCopied', actor: { id: 8, nickName: '', nameDigits: '1234', closed: false, avatarUrl: null } })).toContain('玩家1234');
});

it('says "won" only when the payout is more than the stake, and says a refund is a refund', () => {
  expect(settled(1000, 1950)).toBe('Period 202611220001 settled, you won: stake 10.00, payout 19.50, net +9.50');
  expect(settled(1000, 1000)).toBe('Period 202611220001 settled: stake 10.00, payout 10.00, net 0.00');
  expect(settled(1000, 0)).toBe('Period 202611220001 settled: stake 10.00, payout 0.00, net -10.00');
  expect(settled(1000, 1000, true)).toBe('Period 202611220001 refunded: your stake of 10.00 is back in your balance');
});

it('says what happened to an order by its kind and status', () => {
  expect(order('recharge', 'paid')).toBe('Recharge of 50.00 received');
  expect(order('recharge', 'cancelled')).toBe('Recharge of 50.00 cancelled');
  expect(order('recharge', 'failed')).toBe('Recharge of 50.00 failed');
  expect(order('recharge', 'expired')).toBe('Recharge of 50.00 expired unpaid');
  expect(order('recharge', 'refunded')).toBe('Recharge of 50.00 refunded');
  expect(order('withdraw', 'paidOut')).toBe('Withdrawal of 50.00 paid out');
  expect(order('withdraw', 'rejected')).toBe('Withdrawal of 50.00 rejected');
  // A status this client does not know yet still reads as something.
  expect(order('withdraw', 'paid')).toBe('Order R1 updated');
  expect(say({ kind: 'csReply', actor: null, params: { sessionId: 3 } })).toBe('Customer service replied');
});

it('writes every kind in every language, with the money in that language', async () => {
  const kinds: Partial<NotificationView>[] = [
    { kind: 'planPublished' },
    { kind: 'planLiked' },
    { kind: 'planCopied' },
    { kind: 'betSettled', params: { issue: '202611220001', stake: 123456, payout: 250000, refunded: false } },
    { kind: 'payOrder', params: { orderNo: 'R1', kind: 'withdraw', status: 'paidOut', amount: 5000 } },
    { kind: 'csReply', params: { sessionId: 1 } },
  ];
  for (const language of LANGUAGES) {
    await changeLanguage(language);
    for (const kind of kinds) {
      const text = say(kind);
      expect(`${language} ${kind.kind}: ${text}`).not.toMatch(/\{\{|notifications:|^$/);
    }
  }
  await changeLanguage('fr');
  expect(settled(123456, 250000)).toMatch(/1\s234,56.*2\s500,00.*\+1\s265,44/);
  await changeLanguage('zh-Hans');
  expect(say({ kind: 'planCopied' })).toBe('Ann 跟单了你第 202611220001 期的计划');
});
