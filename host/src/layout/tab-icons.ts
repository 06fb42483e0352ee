/**
 * The tab bar's icons as SVG paths on a 24 × 24 grid, by the name a route's tab declares (`tab.icon`): the shell keeps
 * the set so every tab looks alike. Plain data: index.html's static first paint (scripts/webpack/home-first-paint.js)
 * draws the same ones before any JavaScript.
 */
import type { TabIconName } from '@racing/shared/src/routing/remote-route-table';

export const TAB_ICON_PATHS: Record<TabIconName, string> = {
  home: 'M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z',
  mine: 'M12 12a4.75 4.75 0 1 0 0-9.5 4.75 4.75 0 0 0 0 9.5zm0 2.25c-3.3 0-9.5 1.65-9.5 4.9V21.5h19v-2.35c0-3.25-6.2-4.9-9.5-4.9z',
};

/** A tab whose remote names no icon (or one this shell does not know yet) gets a plain dot. */
export const FALLBACK_TAB_ICON_PATH = 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';
