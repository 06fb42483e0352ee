/** Pull to refresh: a pull past the threshold from the top refreshes once; a short pull, a pull below the top, a swipe up
 * and a mouse click do not. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh, pulledHeight } from './pull-to-refresh';

const texts = { pullingText: 'pull', canReleaseText: 'release', refreshingText: 'loading', completeText: 'done' };

function renderList(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh} {...texts}>
      <ul>
        <li>row 1</li>
      </ul>
    </PullToRefresh>,
  );
  return screen.getByTestId('pull-to-refresh');
}

const touch = (clientY: number) => ({ touches: [{ clientY }] });
const head = () => screen.getByTestId('pull-to-refresh').firstElementChild as HTMLElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('follows the finger harder the further it goes, up to a limit', () => {
  expect(pulledHeight(-20)).toBe(0);
  expect(pulledHeight(10)).toBeGreaterThan(5);
  expect(pulledHeight(200)).toBeLessThan(200);
  expect(pulledHeight(200) - pulledHeight(150)).toBeLessThan(pulledHeight(50) - pulledHeight(0));
  expect(pulledHeight(10_000)).toBe(120);
});

it('refreshes once when pulled past the threshold and let go, showing each state in turn', async () => {
  let finish: () => void = () => undefined;
  const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const list = renderList(onRefresh);
  expect(list).toHaveAttribute('data-status', 'idle');
  expect(screen.getByText('row 1')).toBeInTheDocument();

  fireEvent.touchStart(list, touch(100));
  fireEvent.touchMove(list, touch(130));
  expect(list).toHaveAttribute('data-status', 'pulling');
  expect(head()).toHaveTextContent('pull');
  expect(parseInt(head().style.height, 10)).toBe(pulledHeight(30));

  fireEvent.touchMove(list, touch(300));
  expect(list).toHaveAttribute('data-status', 'canRelease');
  expect(head()).toHaveTextContent('release');

  fireEvent.touchEnd(list, { touches: [] });
  await act(async () => undefined);
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(list).toHaveAttribute('data-status', 'refreshing');
  expect(screen.getByRole('status')).toHaveTextContent('loading');
  expect(head().style.height).toBe('40px');

  // A second pull while it refreshes starts nothing.
  fireEvent.touchStart(list, touch(100));
  fireEvent.touchMove(list, touch(400));
  fireEvent.touchEnd(list, { touches: [] });
  expect(onRefresh).toHaveBeenCalledTimes(1);

  await act(async () => finish());
  expect(screen.getByRole('status')).toHaveTextContent('done');
  act(() => jest.advanceTimersByTime(500));
  expect(list).toHaveAttribute('data-status', 'idle');
  expect(head().style.height).toBe('0px');
});

it('a refresh that fails still ends, and the next pull refreshes again', async () => {
  const onRefresh = jest.fn(() => Promise.reject(new Error('offline')));
  const list = renderList(onRefresh);
  for (const round of [1, 2]) {
    fireEvent.touchStart(list, touch(0));
    fireEvent.touchMove(list, touch(300));
    fireEvent.touchEnd(list, { touches: [] });
    await act(async () => undefined);
    expect(onRefresh).toHaveBeenCalledTimes(round);
    act(() => jest.advanceTimersByTime(500));
    expect(list).toHaveAttribute('data-status', 'idle');
  }
});

it('a short pull springs back without refreshing, and a swipe up is left to scroll the list', () => {
  const onRefresh = jest.fn(async () => undefined);
  const list = renderList(onRefresh);
  fireEvent.touchStart(list, touch(100));
  fireEvent.touchMove(list, touch(140));
  fireEvent.touchEnd(list, { touches: [] });
  expect(list).toHaveAttribute('data-status', 'idle');
  expect(head().style.height).toBe('0px');

  fireEvent.touchStart(list, touch(300));
  const up = fireEvent.touchMove(list, touch(200));
  expect(up).toBe(true); // not prevented: the page scrolls
  fireEvent.touchMove(list, touch(500));
  fireEvent.touchEnd(list, { touches: [] });
  expect(list).toHaveAttribute('data-status', 'idle');
  expect(onRefresh).not.toHaveBeenCalled();
});

it('holds the page still while pulling (the touch move is prevented)', () => {
  const list = renderList(async () => undefined);
  fireEvent.touchStart(list, touch(100));
  expect(fireEvent.touchMove(list, touch(200))).toBe(false);
});

it('does nothing when the list is scrolled down', () => {
  const onRefresh = jest.fn(async () => undefined);
  render(
    <div data-testid="scroller" style={{ overflowY: 'auto', height: 100 }}>
      <PullToRefresh onRefresh={onRefresh} {...texts}>
        <p>rows</p>
      </PullToRefresh>
    </div>,
  );
  const scroller = screen.getByTestId('scroller');
  Object.defineProperties(scroller, { scrollHeight: { value: 1000 }, clientHeight: { value: 100 }, scrollTop: { value: 250, writable: true } });
  const list = screen.getByTestId('pull-to-refresh');
  fireEvent.touchStart(list, touch(0));
  fireEvent.touchMove(list, touch(300));
  fireEvent.touchEnd(list, { touches: [] });
  expect(list).toHaveAttribute('data-status', 'idle');
  expect(onRefresh).not.toHaveBeenCalled();
});

it('a mouse dragged down pulls too, and the drag is not taken for a click on the row', async () => {
  const onRefresh = jest.fn(async () => undefined);
  const onClick = jest.fn();
  render(
    <PullToRefresh onRefresh={onRefresh} {...texts}>
      <button type="button" onClick={onClick}>
        row
      </button>
    </PullToRefresh>,
  );
  const row = screen.getByText('row');
  fireEvent.mouseDown(row, { clientY: 10, button: 0 });
  fireEvent.mouseMove(window, { clientY: 300 });
  expect(screen.getByTestId('pull-to-refresh')).toHaveAttribute('data-status', 'canRelease');
  fireEvent.mouseUp(window, { clientY: 300 });
  fireEvent.click(row);
  await act(async () => undefined);
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(onClick).not.toHaveBeenCalled();

  // A plain click still clicks.
  act(() => jest.advanceTimersByTime(500));
  fireEvent.mouseDown(row, { clientY: 10, button: 0 });
  fireEvent.mouseUp(window, { clientY: 11 });
  fireEvent.click(row);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
