/** Tapping a notification opens what it is about. */
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import { notificationTarget } from './notification-target';

it('opens the plan for plan notifications, from its params or else its ref', () => {
  expect(notificationTarget(buildNotification({ id: 1, kind: 'planCopied', params: { planId: 42, issue: '202611220001' } }))).toBe('/pages/plan/detail?id=42');
  expect(notificationTarget(buildNotification({ id: 2, kind: 'planLiked', ref: '43:9', params: {} as never }))).toBe('/pages/plan/detail?id=43');
  expect(notificationTarget(buildNotification({ id: 3, kind: 'planPublished', ref: '44', params: {} as never }))).toBe('/pages/plan/detail?id=44');
});

it('opens my bets for a settled period, the order for a payment and the chat for a reply', () => {
  expect(notificationTarget(buildNotification({ id: 4, kind: 'betSettled', ref: '202611220001', params: { issue: '202611220001', stake: 100, payout: 0, refunded: false } }))).toBe(
    '/pages/history/index?tab=bets',
  );
  expect(notificationTarget(buildNotification({ id: 5, kind: 'payOrder', ref: 'R20261122:paid', params: { orderNo: 'R20261122', kind: 'recharge', status: 'paid', amount: 100 } }))).toBe(
    '/pages/order/detail?orderNo=R20261122',
  );
  expect(notificationTarget(buildNotification({ id: 6, kind: 'csReply', ref: '3', params: { sessionId: 3 } }))).toBe('/uni_modules/cool-cs/pages/chat');
});
