/** The routes remote-betting serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

/** The current period and latest result: every page with the live draw reads it first. */
const CURRENT_DRAW = { method: 'GET', url: '/app/lottery/result/current' } as const;

export const routes = [
  {
    path: '/',
    aliases: ['/pages/index/index'],
    page: 'home-page',
    titleKey: 'titles.home',
    customNavBar: true,
    tab: { order: 1, labelKey: 'nav.home', icon: 'home' },
    // The board's items and the draw panel's period: the same for every player (notices are not: a reader's own flags).
    earlyReads: [
      { method: 'POST', url: '/app/bet/rank/playItems', body: {} },
      CURRENT_DRAW,
    ],
  },
  { path: '/pages/notice/index', page: 'notice-list-page', titleKey: 'titles.notices' },
  { path: '/pages/notice/detail', page: 'notice-detail-page', titleKey: 'titles.noticeDetail' },
  {
    path: '/pages/trend/index',
    page: 'trend-page',
    titleKey: 'titles.trend',
    // The last 30 results (the chart's first range) and the current draw: the same for every player.
    earlyReads: [
      { method: 'GET', url: '/app/lottery/result/getList?page=1&size=30' },
      CURRENT_DRAW,
    ],
  },
  { path: '/pages/trend/road', page: 'bead-road-page', titleKey: 'titles.beadRoad' },
  { path: '/pages/trend/streak', page: 'streak-board-page', titleKey: 'titles.streaks' },
  {
    path: '/pages/history/index',
    page: 'history-page',
    titleKey: 'titles.history',
    // The first page of results (not searched) and the current draw: the same for every player.
    earlyReads: [
      { method: 'GET', url: '/app/lottery/result/getList?size=20' },
      CURRENT_DRAW,
    ],
  },
  { path: '/pages/rules/index', page: 'rules-page', titleKey: 'titles.rules' },
  { path: '/pages/plan/index', page: 'plan-hall-page', titleKey: 'titles.planHall' },
  { path: '/pages/plan/author', page: 'plan-author-page', titleKey: 'titles.planAuthor' },
  { path: '/pages/plan/detail', page: 'plan-detail-page', titleKey: 'titles.planDetail' },
] as const satisfies RemoteRoutes;
