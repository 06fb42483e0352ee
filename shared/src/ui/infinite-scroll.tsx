/**
 * The foot of a list read a page at a time: when it comes within a screen's reach (250 px below the bottom), it asks
 * for the next page, and looks again once that page is in, until there is no more. A page that fails stops it until
 * `retry`. `children` draws the foot from (hasMore, failed, retry).
 *
 * It replaces antd-mobile's InfiniteScroll, which measured on every scroll with a throttle from lodash and ahooks' lock
 * (~5 KB compressed on the history page, which used nothing else of the kit); an IntersectionObserver does the watching
 * here. Bundled into each app that uses it (PER_APP_MODULES in scripts/webpack/shared-singletons.js).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface InfiniteScrollProps {
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  children: (hasMore: boolean, failed: boolean, retry: () => void) => ReactNode;
}

/** How far below the visible area the foot may still be when the next page is asked for. */
const LOOK_AHEAD = '0px 0px 250px 0px';

export function InfiniteScroll({ loadMore, hasMore, children }: InfiniteScrollProps) {
  const foot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Counts the pages loaded here: each one starts a new look at the foot, which may still be in reach (a short page).
  const [loaded, setLoaded] = useState(0);
  const latestLoadMore = useRef(loadMore);
  useLayoutEffect(() => {
    latestLoadMore.current = loadMore;
  });

  useEffect(() => {
    const element = foot.current;
    if (!element || !hasMore || failed) return undefined;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!active || !entries.some((entry) => entry.isIntersecting)) return;
        // One page at a time: this observer is done; the next look starts when the page is in.
        observer.disconnect();
        latestLoadMore.current().then(
          () => active && setLoaded((count) => count + 1),
          () => active && setFailed(true),
        );
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [hasMore, failed, loaded]);

  return (
    <div
      ref={foot}
      className="infinite-scroll"
      // A list's stylesheet sets its own padding through --infinite-scroll-padding (inline styles win over its rules).
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 'var(--infinite-scroll-padding, 18px 0)', fontSize: 14, color: 'var(--adm-color-weak, #6b6b6b)' }}
    >
      {children(hasMore, failed, () => setFailed(false))}
    </div>
  );
}
