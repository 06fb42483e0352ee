/** The agent's typing as the player sees it: on at the first key, repeated while typing goes on, off after a pause or on send. */
import { TYPING_IDLE_MS, TYPING_REPEAT_MS, TypingSignal } from './typing-signal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('says typing once per few seconds while keys come, and stops after a pause', () => {
  const emit = jest.fn();
  let now = 0;
  const signal = new TypingSignal(emit, () => now);
  signal.typed(5);
  now += 500;
  signal.typed(5);
  expect(emit.mock.calls).toEqual([[5, true]]);
  now += TYPING_REPEAT_MS;
  signal.typed(5);
  expect(emit.mock.calls).toEqual([
    [5, true],
    [5, true],
  ]);
  jest.advanceTimersByTime(TYPING_IDLE_MS);
  expect(emit).toHaveBeenLastCalledWith(5, false);
  expect(emit).toHaveBeenCalledTimes(3);
});

it('stops for the old conversation when the agent types in another, and once only on stop', () => {
  const emit = jest.fn();
  const signal = new TypingSignal(emit, () => 0);
  signal.typed(5);
  signal.typed(6);
  expect(emit.mock.calls).toEqual([
    [5, true],
    [5, false],
    [6, true],
  ]);
  signal.stop();
  signal.stop();
  expect(emit.mock.calls.at(-1)).toEqual([6, false]);
  expect(emit).toHaveBeenCalledTimes(4);
});
