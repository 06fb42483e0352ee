/**
 * Pull to refresh around a page's list: pulled down from the top of its scroll area, past a threshold, and let go, it
 * calls `onRefresh`, shows the refreshing text until that settles, then the complete text for a moment. The head grows
 * with the finger (harder the further it goes) and springs back with a CSS transition.
 *
 * It replaces antd-mobile's PullToRefresh, whose springs and gesture library (react-spring and @use-gesture, ~24 KB
 * compressed) came with it to every list page for this one gesture. Touch, and a mouse dragged down, both pull. Bundled
 * into each app that uses it (PER_APP_MODULES in scripts/webpack/shared-singletons.js): it keeps nothing at module level.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  pullingText: ReactNode;
  canReleaseText: ReactNode;
  refreshingText: ReactNode;
  completeText: ReactNode;
  children?: ReactNode;
}

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while it refreshes, px. */
const HEAD_HEIGHT = 40;
/** How far the head must be pulled (after damping) for a release to refresh, px. */
const THRESHOLD = 60;
/** The head never grows past this (twice the threshold), px. */
const MAX_PULL = 120;
/** How long the complete text stays, ms. */
const COMPLETE_MS = 500;
/** A mouse moved less than this is a click, not a pull, px. */
const CLICK_SLOP = 6;

/** The head's height for a finger moved `dy` px down: it follows, harder the further it goes, up to MAX_PULL. */
export function pulledHeight(dy: number): number {
  return dy <= 0 ? 0 : Math.min(MAX_PULL, Math.round(dy ** 0.85));
}

/** The element whose scroll position decides whether the list is at its top: the nearest scrolling ancestor. */
function scrollParentOf(element: HTMLElement): Element {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

export function PullToRefresh({ onRefresh, pullingText, canReleaseText, refreshingText, completeText, children }: PullToRefreshProps) {
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  // The latest values for the listeners, which are added once.
  const latest = useRef({ onRefresh, status });
  useLayoutEffect(() => {
    latest.current = { onRefresh, status };
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let startY: number | null = null;
    let pulled = 0;
    let mounted = true;
    let completeTimer: ReturnType<typeof setTimeout> | undefined;

    const begin = (y: number) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY = !busy && scrollParentOf(element).scrollTop <= 0 ? y : null;
      pulled = 0;
    };
    /** Follows the pointer; true while the gesture is a pull (the page must not scroll). */
    const follow = (y: number): boolean => {
      if (startY === null) return false;
      const dy = y - startY;
      if (pulled === 0 && dy <= 0) {
        startY = null; // a swipe up scrolls the list as usual
        return false;
      }
      pulled = pulledHeight(dy);
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled >= THRESHOLD ? 'canRelease' : 'pulling');
      return true;
    };
    const release = () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < THRESHOLD) {
        setHeight(0);
        setStatus('idle');
        return;
      }
      setHeight(HEAD_HEIGHT);
      setStatus('refreshing');
      void Promise.resolve()
        .then(() => latest.current.onRefresh())
        .catch(() => undefined) // the list shows its own error
        .then(() => {
          if (!mounted) return;
          setStatus('complete');
          completeTimer = setTimeout(() => {
            setHeight(0);
            setStatus('idle');
          }, COMPLETE_MS);
        });
    };

    const onTouchStart = (event: TouchEvent) => begin(event.touches[0]?.clientY ?? 0);
    const onTouchMove = (event: TouchEvent) => {
      if (follow(event.touches[0]?.clientY ?? 0) && event.cancelable) event.preventDefault();
    };
    // A mouse pulls too (the app on a desktop browser); a drag is not a click on the row under it.
    let mouseMoved = false;
    const onMouseMove = (event: MouseEvent) => {
      if (startY !== null && Math.abs(event.clientY - startY) > CLICK_SLOP) mouseMoved = true;
      if (mouseMoved) follow(event.clientY);
    };
    const onMouseUp = () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      if (mouseMoved) release();
      else startY = null;
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0) return;
      mouseMoved = false;
      begin(event.clientY);
      if (startY === null) return;
      window.addEventListener('mousemove', onMouseMove);
      window.addEventListener('mouseup', onMouseUp);
    };
    const onClickAfterDrag = (event: MouseEvent) => {
      if (!mouseMoved) return;
      mouseMoved = false;
      event.stopPropagation();
      event.preventDefault();
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull holds the page still instead of scrolling it (or reloading it, in some browsers).
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', release);
    element.addEventListener('touchcancel', release);
    element.addEventListener('mousedown', onMouseDown);
    element.addEventListener('click', onClickAfterDrag, true);
    return () => {
      mounted = false;
      clearTimeout(completeTimer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', release);
      element.removeEventListener('touchcancel', release);
      element.removeEventListener('mousedown', onMouseDown);
      element.removeEventListener('click', onClickAfterDrag, true);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
    };
  }, []);

  const text = { idle: null, pulling: pullingText, canRelease: canReleaseText, refreshing: refreshingText, complete: completeText }[status];
  return (
    <div ref={root} className="pull-to-refresh" data-testid="pull-to-refresh" data-status={status}>
      <div
        className="pull-to-refresh-head"
        aria-hidden={status === 'idle'}
        style={{
          height,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          color: 'var(--adm-color-weak, #6b6b6b)',
          fontSize: 14,
          transition: dragging ? 'none' : 'height 0.3s ease-out',
        }}
      >
        <div style={{ height: HEAD_HEIGHT, display: 'flex', alignItems: 'center' }} role={status === 'refreshing' || status === 'complete' ? 'status' : undefined}>
          {text}
        </div>
      </div>
      {children}
    </div>
  );
}
