/**
 * Where the page runs, as far as the logins and payments that depend on it care: WeChat's in-app browser (its user agent
 * says MicroMessenger), or a native app shell (the HTML5+ runtime that uni-app apps embed, which injects `plus` and says
 * Html5Plus in its user agent). An ordinary browser is neither.
 */

declare global {
  interface Window {
    /** The HTML5+ runtime's API, present only inside a native app shell. */
    plus?: object;
  }
}

export function isWeChatBrowser(): boolean {
  return /MicroMessenger/i.test(navigator.userAgent);
}

export function isAppShell(): boolean {
  return window.plus !== undefined || /Html5Plus/i.test(navigator.userAgent);
}

/** One-tap login needs WeChat or the app shell to hand over who the player is; an ordinary browser has neither. */
export function canLoginOneTap(): boolean {
  return isWeChatBrowser() || isAppShell();
}
