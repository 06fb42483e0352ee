/** The random pick: distinct items, every item as likely as any other, and no modulo bias from the 32-bit words. */
import { pickDistinct, uniformBelow, type RandomWords } from './random-pick';

/** A source that answers the given words in turn, and counts how many it gave. */
function scripted(values: number[]): RandomWords & { used: () => number } {
  let next = 0;
  const source = (words: Uint32Array) => {
    for (let i = 0; i < words.length; i += 1) words[i] = values[next++];
    return words;
  };
  return Object.assign(source, { used: () => next });
}

describe('uniformBelow', () => {
  it('draws again on a word at or above the largest multiple of the bound instead of folding it onto the low values', () => {
    // 2^32 = 3 × 1431655765 + 1: the one word 4294967295 would make 0 more likely than 1 and 2; it is skipped.
    const source = scripted([4_294_967_295, 4_294_967_294, 7]);
    expect(uniformBelow(3, source)).toBe(4_294_967_294 % 3);
    expect(source.used()).toBe(2);
  });

  it('keeps every word below the limit as it is', () => {
    const source = scripted([7]);
    expect(uniformBelow(10, source)).toBe(7);
    expect(source.used()).toBe(1);
  });

  it('refuses a bound it cannot draw from', () => {
    expect(() => uniformBelow(0)).toThrow(RangeError);
    expect(() => uniformBelow(1.5)).toThrow(RangeError);
  });

  it('draws from the browser crypto source by default', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    expect(uniformBelow(10)).toBeGreaterThanOrEqual(0);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('pickDistinct', () => {
  const numbers = Array.from({ length: 10 }, (_, i) => i + 1);

  it.each([1, 3, 5, 10])('picks %i distinct items of the given ones', (count) => {
    const picked = pickDistinct(numbers, count);
    expect(picked).toHaveLength(count);
    expect(new Set(picked).size).toBe(count);
    for (const n of picked) expect(numbers).toContain(n);
  });

  it('picks all there are when asked for more, and none for zero', () => {
    expect(pickDistinct([1, 2, 3], 10).sort()).toEqual([1, 2, 3]);
    expect(pickDistinct(numbers, 0)).toEqual([]);
  });

  it('leaves the caller’s list as it was', () => {
    const items = [...numbers];
    pickDistinct(items, 5);
    expect(items).toEqual(numbers);
  });

  it('gives every item the same chance: over 20,000 picks of 3 of 10, each number is picked about 6,000 times (chi-square)', () => {
    const seen = new Array<number>(10).fill(0);
    const rounds = 20_000;
    for (let r = 0; r < rounds; r += 1) for (const n of pickDistinct(numbers, 3)) seen[n - 1] += 1;
    const expected = (rounds * 3) / 10;
    const chiSquare = seen.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: above 27.88 happens by chance once in a thousand runs.
    expect(chiSquare).toBeLessThan(27.88);
  });

  it('would notice a biased picker: the same check fails on one that always favours the first items', () => {
    const biased = (words: Uint32Array) => words.fill(0);
    const seen = new Array<number>(10).fill(0);
    for (let r = 0; r < 1000; r += 1) for (const n of pickDistinct(numbers, 3, biased)) seen[n - 1] += 1;
    const expected = 300;
    const chiSquare = seen.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeGreaterThan(27.88);
  });
});
