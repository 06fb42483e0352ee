/** The list foot asks for the next page while it is in reach, one page at a time, stops at the end, and retries. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { InfiniteScroll } from './infinite-scroll';

/** A browser's observer, driven by the test: `show(true)` brings the foot into reach. */
class TestObserver {
  static all: TestObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const show = (isIntersecting: boolean) =>
  act(async () => {
    for (const observer of TestObserver.all.filter((o) => o.observed.length > 0)) {
      observer.callback(observer.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), observer as unknown as IntersectionObserver);
    }
  });

const realObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  TestObserver.all = [];
  globalThis.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
});

/** A list of `pages` pages whose loads the test settles by hand. */
function List({ pages, calls }: { pages: number; calls: { resolve: () => void; reject: () => void }[] }) {
  const [loaded, setLoaded] = useState(1);
  const loadMore = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve: () => (setLoaded((n) => n + 1), resolve()), reject: () => reject(new Error('offline')) });
    });
  return (
    <>
      <p>pages {loaded}</p>
      <InfiniteScroll loadMore={loadMore} hasMore={loaded < pages}>
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" onClick={retry}>
              retry
            </button>
          ) : (
            <span>{hasMore ? 'loading' : 'the end'}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}

it('asks for nothing while the foot is out of reach', async () => {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  render(<List pages={3} calls={calls} />);
  await show(false);
  expect(calls).toHaveLength(0);
  expect(screen.getByText('loading')).toBeInTheDocument();
});

it('loads one page at a time while the foot stays in reach, and stops at the end', async () => {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  render(<List pages={3} calls={calls} />);
  await show(true);
  await show(true); // seen again before the page is in: still one request
  expect(calls).toHaveLength(1);
  await act(async () => calls[0].resolve());
  expect(screen.getByText('pages 2')).toBeInTheDocument();
  // A new look at the foot: still in reach (a short page), so the next one.
  await show(true);
  expect(calls).toHaveLength(2);
  await act(async () => calls[1].resolve());
  expect(screen.getByText('the end')).toBeInTheDocument();
  await show(true);
  expect(calls).toHaveLength(2);
});

it('a page that fails shows the retry, which asks again once the foot is seen', async () => {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  render(<List pages={2} calls={calls} />);
  await show(true);
  await act(async () => calls[0].reject());
  fireEvent.click(screen.getByText('retry'));
  expect(screen.getByText('loading')).toBeInTheDocument();
  await show(true);
  expect(calls).toHaveLength(2);
  await act(async () => calls[1].resolve());
  expect(screen.getByText('the end')).toBeInTheDocument();
});

it('looks no more once unmounted', async () => {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const { unmount } = render(<List pages={3} calls={calls} />);
  unmount();
  await show(true);
  expect(calls).toHaveLength(0);
});
