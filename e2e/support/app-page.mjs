// Page helpers: open a hash route in a chosen language, and act as a logged-in player until accounts exist (issue 4).
export const ALL_ROUTES = [
  ['/', 'remote_betting', 'page-home'],
  ['/pages/index/index', 'remote_betting', 'page-home'],
  ['/pages/index/my', 'remote_profile', 'page-my'],
  ['/pages/notice/detail?id=1', 'remote_betting', 'page-notice-detail'],
  ['/pages/trend/index', 'remote_betting', 'page-trend'],
  ['/pages/history/index', 'remote_betting', 'page-history'],
  ['/pages/user/register', 'remote_auth', 'page-register'],
  ['/pages/user/login', 'remote_auth', 'page-login'],
  ['/pages/user/captcha', 'remote_auth', 'page-captcha'],
  ['/pages/user/bill', 'remote_profile', 'page-bill'],
  ['/pages/user/set', 'remote_profile', 'page-settings'],
  ['/pages/user/edit', 'remote_profile', 'page-edit'],
  ['/pages/user/about', 'remote_profile', 'page-about'],
  ['/uni_modules/cool-cs/pages/chat', 'remote_chat', 'page-chat'],
];

/** Sets the stored language before the app starts. */
export async function useLanguage(page, language) {
  await page.addInitScript((lng) => window.localStorage.setItem('language', JSON.stringify(lng)), language);
}

/**
 * Stores a token pair that has not expired and answers the profile call, so pages behind forced login open.
 * TODO(issue 4): log in through /api/app/user/login once accounts exist, and drop the stubbed profile.
 */
export async function actAsLoggedIn(page) {
  await page.addInitScript(() => {
    const later = String(Date.now() + 3_600_000);
    window.localStorage.setItem('token', JSON.stringify('e2e-token'));
    window.localStorage.setItem('token_deadtime', later);
    window.localStorage.setItem('refreshToken', JSON.stringify('e2e-refresh'));
    window.localStorage.setItem('refreshToken_deadtime', later);
  });
  await page.route('**/api/app/user/info/person', (route) =>
    route.fulfill({ json: { code: 1000, message: 'success', data: { id: 1, nickname: 'e2e', currentBalance: 0 } } }),
  );
}

export async function openRoute(page, baseUrl, hashPath) {
  await page.goto(`${baseUrl}/#${hashPath}`);
}
