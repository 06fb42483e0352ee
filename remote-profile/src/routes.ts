/** The routes remote-profile serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

export const routes = [
  { path: '/pages/index/my', page: 'my-page', titleKey: 'titles.mine', customNavBar: true, tab: { order: 2, labelKey: 'nav.mine', icon: 'mine' } },
  { path: '/pages/user/bill', page: 'bill-page', titleKey: 'titles.bill', requiresLogin: true },
  { path: '/pages/user/set', page: 'settings-page', titleKey: 'titles.settings', requiresLogin: true },
  { path: '/pages/user/edit', page: 'edit-page', titleKey: 'titles.edit', requiresLogin: true },
  { path: '/pages/user/about', page: 'about-page', titleKey: 'titles.aboutUs' },
  { path: '/pages/user/agreement', page: 'agreement-page', titleKey: 'titles.userAgreement' },
  { path: '/pages/user/privacy', page: 'privacy-page', titleKey: 'titles.privacyPolicy' },
  { path: '/pages/user/language', page: 'language-page', titleKey: 'titles.language' },
  { path: '/pages/user/switch', page: 'switch-account-page', titleKey: 'titles.switchAccount' },
  { path: '/pages/user/password', page: 'password-page', titleKey: 'titles.changePassword', requiresLogin: true },
  { path: '/pages/user/phone', page: 'phone-page', titleKey: 'titles.bindPhone', requiresLogin: true },
  { path: '/pages/user/logoff', page: 'close-account-page', titleKey: 'titles.closeAccount', requiresLogin: true },
  { path: '/pages/user/responsible', page: 'responsible-page', titleKey: 'titles.responsiblePlay', requiresLogin: true },
  { path: '/pages/user/dashboard', page: 'dashboard-page', titleKey: 'titles.dashboard', requiresLogin: true },
  { path: '/pages/user/viewed', page: 'viewing-history-page', titleKey: 'titles.viewingHistory', requiresLogin: true },
  { path: '/pages/user/notification', page: 'notifications-page', titleKey: 'titles.notifications', requiresLogin: true },
  { path: '/pages/user/invite', page: 'invite-page', titleKey: 'titles.invite', requiresLogin: true },
  { path: '/pages/user/recharge', page: 'recharge-page', titleKey: 'titles.recharge', requiresLogin: true },
  { path: '/pages/order/result', page: 'pay-result-page', titleKey: 'titles.payResult', requiresLogin: true },
  { path: '/pages/order/list', page: 'orders-page', titleKey: 'titles.myOrders', requiresLogin: true },
  { path: '/pages/order/detail', page: 'order-detail-page', titleKey: 'titles.orderDetail', requiresLogin: true },
  { path: '/pages/user/withdraw', page: 'withdraw-page', titleKey: 'titles.withdraw', requiresLogin: true },
] as const satisfies RemoteRoutes;
