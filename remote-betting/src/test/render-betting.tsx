/** Test helpers of remote-betting: render inside a router with English texts, and catalogue/draw builders. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HashRouter } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import type { PlayItem, Rank, RankPlayItems } from '../api/catalogue-api';
import type { CurrentDraw, Period } from '../api/draw-api';

export async function renderBetting(ui: ReactElement) {
  await initI18n('en');
  return render(<HashRouter>{ui}</HashRouter>);
}

export function playItem(id: number, rankId: number, type: number, code: string, extra: Partial<PlayItem> = {}): PlayItem {
  return { id, rankId, type, code, name: code, odds: type === 0 ? 9.8 : 1.98, status: 1, orderNum: id, minStake: 100, maxStake: 5_000_000, ...extra };
}

export function rank(id: number, code: string, name: string): Rank {
  return { id, code, name, status: 1, orderNum: id };
}

/** Sum rank (numbers 3..5 only) and the champion rank (numbers 1..3, big/small). */
export function catalogue(): RankPlayItems[] {
  return [
    { rank: rank(0, 'sum', 'Sum'), types: [{ type: 0, name: 'Numbers', items: [3, 4, 5].map((n) => playItem(n, 0, 0, String(n), { odds: 44.1 })) }] },
    {
      rank: rank(1, '1', 'Champion'),
      types: [
        { type: 0, name: 'Numbers', items: [1, 2, 3].map((n) => playItem(100 + n, 1, 0, String(n))) },
        { type: 1, name: 'Two-sided', items: [playItem(201, 1, 1, 'big', { minStake: 500 }), playItem(202, 1, 1, 'small')] },
      ],
    },
  ];
}

export const T0 = Date.parse('2026-11-22T08:00:00.000Z');

export function openPeriod(issue = '202611220100'): Period {
  return { issue, openAt: new Date(T0).toISOString(), closeAt: new Date(T0 + 60_000).toISOString(), drawAt: new Date(T0 + 75_000).toISOString(), status: 'scheduled' };
}

export function currentDraw(nowMs: number, period: Period | null = openPeriod()): CurrentDraw {
  return { period, latest: null, now: new Date(nowMs).toISOString() };
}
