// The chi-square p-value against published critical values, so the draw's statistical test can be trusted.
import { chiSquarePValue, chiSquareStatistic } from './chi-square';

describe('chi-square', () => {
  it('sums (observed − expected)² / expected', () => {
    expect(chiSquareStatistic([10, 10, 10], 10)).toBe(0);
    expect(chiSquareStatistic([12, 8, 10], 10)).toBeCloseTo(0.8, 12);
  });

  it.each([
    [9, 27.877, 0.001],
    [9, 16.919, 0.05],
    [9, 8.343, 0.5],
    [9, 2.088, 0.99],
    [89, 122.942, 0.01],
    [90, 137.208, 0.001],
    [1, 10.828, 0.001],
  ])('with %i degrees of freedom, %f has p ≈ %f (published table)', (df, statistic, p) => {
    expect(chiSquarePValue(statistic, df)).toBeCloseTo(p, 3);
    expect(Math.abs(chiSquarePValue(statistic, df) - p) / p).toBeLessThan(0.01);
  });

  it('matches the closed form exp(−x/2) for two degrees of freedom', () => {
    for (const x of [0.1, 1, 5, 20, 60]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('is 1 at zero and falls as the statistic grows', () => {
    expect(chiSquarePValue(0, 9)).toBe(1);
    expect(chiSquarePValue(30, 9)).toBeLessThan(chiSquarePValue(20, 9));
  });
});
