/** The routes remote-auth serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

export const routes = [
  { path: '/pages/user/login', page: 'login-page', titleKey: 'titles.login' },
  { path: '/pages/user/register', page: 'register-page', titleKey: 'titles.register' },
  { path: '/pages/user/captcha', page: 'captcha-page', titleKey: 'titles.captcha' },
  { path: '/pages/user/forgot-password', page: 'forgot-password-page', titleKey: 'titles.forgotPassword' },
] as const satisfies RemoteRoutes;
