/** The live reveal only animates the result it was given: all ten numbers are in place from the start, and it ends in under a second. */
import { act, render, screen } from '@testing-library/react';
import { NumberBalls, REVEAL_TOTAL_MS } from './number-balls';

const RESULT = [5, 10, 1, 7, 3, 4, 2, 6, 9, 8];

it('shows the fixed result in place order from the first frame of the reveal, then reports the end once', () => {
  jest.useFakeTimers();
  const onRevealEnd = jest.fn();
  render(<NumberBalls places={RESULT} reveal onRevealEnd={onRevealEnd} />);
  const balls = screen.getByTestId('number-balls');
  expect(balls).toHaveAttribute('data-revealing', 'true');
  expect([...balls.children].map((ball) => ball.textContent)).toEqual(RESULT.map(String));
  expect([...balls.children].map((ball) => ball.className)).toEqual(RESULT.map((n) => `ball ball--${n}`));
  act(() => jest.advanceTimersByTime(REVEAL_TOTAL_MS - 1));
  expect(onRevealEnd).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onRevealEnd).toHaveBeenCalledTimes(1);
  expect(REVEAL_TOTAL_MS).toBeLessThan(1000);
  jest.useRealTimers();
});

it('shows ten empty slots when there is no result yet', () => {
  const { container } = render(<NumberBalls places={null} />);
  expect(container.querySelectorAll('.ball--empty')).toHaveLength(10);
});
