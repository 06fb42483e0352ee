/** For a page that shows the draw: loads it, ticks its countdown and keeps it live (the socket starts after the first paint). */
import { useEffect } from 'react';
import type { DrawStore } from './draw-store';
import { startLiveDraws } from './live-draws';

const TICK_MS = 250;

export function useLiveDraw(store: DrawStore, { live = true }: { live?: boolean } = {}): void {
  useEffect(() => {
    void store.refresh();
    const ticker = setInterval(() => {
      store.tick();
      store.catchUpIfOverdue();
    }, TICK_MS);
    let connection: { stop(): void } | undefined;
    // After the page is on screen and the browser is idle: the socket client is not part of the first paint.
    const idle = (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))) as (run: () => void) => number;
    const cancelIdle = (window.cancelIdleCallback ?? clearTimeout) as (id: number) => void;
    const handle = live ? idle(() => (connection = startLiveDraws(store))) : 0;
    return () => {
      clearInterval(ticker);
      if (live) cancelIdle(handle);
      connection?.stop();
    };
  }, [store, live]);
}
