/**
 * The board's random pick: N distinct items drawn with the browser's cryptographic source, each choice equally likely.
 * A byte-or-word `% n` favours the low values whenever n does not divide 2^32; words at or above the largest multiple
 * of n are drawn again instead (the same rejection the draw's permutation uses on the server).
 */

/** Fills the array with random 32-bit words (`crypto.getRandomValues` in the browser). */
export type RandomWords = (words: Uint32Array) => Uint32Array;

const cryptoWords: RandomWords = (words) => crypto.getRandomValues(words);

const WORDS = 2 ** 32;

/** A uniform integer in [0, bound), bound from 1 to 2^32. */
export function uniformBelow(bound: number, random: RandomWords = cryptoWords): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > WORDS) throw new RangeError(`uniformBelow needs a bound in 1..2^32, got ${bound}`);
  const limit = WORDS - (WORDS % bound);
  const word = new Uint32Array(1);
  for (;;) {
    const value = random(word)[0];
    if (value < limit) return value % bound;
  }
}

/** `count` distinct items of `items` (all of them when there are fewer), in random order: a partial Fisher–Yates shuffle. */
export function pickDistinct<T>(items: readonly T[], count: number, random: RandomWords = cryptoWords): T[] {
  const pool = [...items];
  const wanted = Math.max(0, Math.min(Math.floor(count), pool.length));
  for (let i = 0; i < wanted; i += 1) {
    const j = i + uniformBelow(pool.length - i, random);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, wanted);
}
