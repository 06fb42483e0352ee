/** Browser APIs jsdom lacks but react-router 7, axios and the list foot need. */
const { TextEncoder, TextDecoder } = require('util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

/**
 * jsdom lays nothing out, so it has no IntersectionObserver. This one reports an observed element as on screen when it
 * has a layout parent (`offsetParent`, null in jsdom unless a test gives it one, as a test that scrolls a list does),
 * once, soon after it is observed: enough for the list foot (shared/src/ui/infinite-scroll.tsx).
 */
if (typeof globalThis.IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = class IntersectionObserver {
    constructor(callback) {
      this.callback = callback;
      this.observed = new Set();
    }
    observe(target) {
      this.observed.add(target);
      // A promise, not a timer: tests with fake timers still see it.
      void Promise.resolve().then(() => {
        if (!this.observed.has(target)) return;
        const isIntersecting = target.offsetParent !== null;
        this.callback([{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }], this);
      });
    }
    unobserve(target) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
    takeRecords() {
      return [];
    }
  };
}
