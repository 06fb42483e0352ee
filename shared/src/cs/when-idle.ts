/** Runs work once the page has painted and the browser is idle (at most `timeoutMs` later): how the chat keeps off the first screen's critical path. */

export type WhenIdle = (run: () => void) => () => void;

export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
