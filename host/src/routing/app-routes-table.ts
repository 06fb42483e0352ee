/** The 13 routes of SPEC.md section 2 (plus the betting rules screen GAME_RULES.md asks for): which remote renders each, its title, tab, login need and width. */
import type { RemoteName } from '@racing/shared/src/federation/remote-availability';

export interface AppRoute {
  path: string;
  remote: RemoteName;
  /** Path in the remote's route table when it differs from `path` (aliases). */
  remotePath?: string;
  titleKey: string;
  /** The page draws its own navigation bar (home and mine). */
  customNavBar?: boolean;
  tab?: 'home' | 'mine';
  requiresLogin?: boolean;
  /** Widest the page may grow, in px; wider windows centre it. */
  maxWidth?: number;
}

export const DEFAULT_MAX_WIDTH = 750;

export const APP_ROUTES: AppRoute[] = [
  { path: '/', remote: 'remote_betting', titleKey: 'titles.home', customNavBar: true, tab: 'home' },
  { path: '/pages/index/index', remotePath: '/', remote: 'remote_betting', titleKey: 'titles.home', customNavBar: true, tab: 'home' },
  { path: '/pages/index/my', remote: 'remote_profile', titleKey: 'titles.mine', customNavBar: true, tab: 'mine' },
  { path: '/pages/notice/detail', remote: 'remote_betting', titleKey: 'titles.noticeDetail' },
  { path: '/pages/trend/index', remote: 'remote_betting', titleKey: 'titles.trend' },
  { path: '/pages/history/index', remote: 'remote_betting', titleKey: 'titles.history' },
  { path: '/pages/rules/index', remote: 'remote_betting', titleKey: 'titles.rules' },
  { path: '/pages/user/register', remote: 'remote_auth', titleKey: 'titles.register' },
  { path: '/pages/user/login', remote: 'remote_auth', titleKey: 'titles.login' },
  { path: '/pages/user/captcha', remote: 'remote_auth', titleKey: 'titles.captcha' },
  { path: '/pages/user/bill', remote: 'remote_profile', titleKey: 'titles.bill', requiresLogin: true },
  { path: '/pages/user/set', remote: 'remote_profile', titleKey: 'titles.settings', requiresLogin: true },
  { path: '/pages/user/edit', remote: 'remote_profile', titleKey: 'titles.edit', requiresLogin: true },
  { path: '/pages/user/about', remote: 'remote_profile', titleKey: 'titles.aboutUs' },
  { path: '/uni_modules/cool-cs/pages/chat', remote: 'remote_chat', titleKey: 'titles.chat', requiresLogin: true },
];

export const TAB_PATHS = { home: '/', mine: '/pages/index/my' } as const;
