// Over 100,000 draws every number is equally likely in every place (chi-square), and the test is strong enough to catch modulo bias.
import { chiSquarePValue, chiSquareStatistic } from './chi-square';
import { drawByteStream, drawPermutation } from './draw-permutation';
import { sha256 } from './hash-chain';

const DRAWS = 100_000;
const SIGNIFICANCE = 0.001;

/** Deterministic stand-ins for chain keys: SHA-256 of a counter, so the test gives the same figures every run. */
function keyOfDraw(index: number): Buffer {
  return sha256(Buffer.from(`draw-fairness-statistics:${index}`, 'utf8'));
}

function issueOfDraw(index: number): string {
  return String(202501010001 + index);
}

/** Over DRAWS draws: places[place][number - 1], and pairs[(champion - 1) * 10 + runner-up - 1]. */
function tally(draw: (index: number) => number[]) {
  const places = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  const pairs = new Array<number>(100).fill(0);
  for (let index = 0; index < DRAWS; index++) {
    const drawn = draw(index);
    drawn.forEach((number, place) => (places[place][number - 1] += 1));
    pairs[(drawn[0] - 1) * 10 + (drawn[1] - 1)] += 1;
  }
  return { places, pairs };
}

function pValuePerPlace(counts: number[][]): number[] {
  return counts.map((perNumber) => chiSquarePValue(chiSquareStatistic(perNumber, DRAWS / 10), 9));
}

/** The shuffle without rejection sampling (byte mod n): the classic bias the rule book's limit removes. */
function shuffleWithModuloBias(nextByte: () => number): number[] {
  const places = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = 9; i >= 1; i--) {
    const j = nextByte() % (i + 1);
    [places[i], places[j]] = [places[j], places[i]];
  }
  return places;
}

describe('draw fairness over 100,000 draws', () => {
  let counts: number[][];
  let pairs: number[];
  beforeAll(() => {
    ({ places: counts, pairs } = tally((index) => drawPermutation(keyOfDraw(index), issueOfDraw(index), '')));
  });

  it('puts every number in each place about equally often (chi-square, p > 0.001 per place)', () => {
    for (const p of pValuePerPlace(counts)) expect(p).toBeGreaterThan(SIGNIFICANCE);
  });

  it('puts each number in every place about equally often (chi-square, p > 0.001 per number)', () => {
    for (let number = 1; number <= 10; number++) {
      const perPlace = counts.map((perNumber) => perNumber[number - 1]);
      expect(chiSquarePValue(chiSquareStatistic(perPlace, DRAWS / 10), 9)).toBeGreaterThan(SIGNIFICANCE);
    }
  });

  it('makes the 90 champion/runner-up pairs, which decide the sum bets, equally likely (p > 0.001)', () => {
    const possiblePairs = pairs.filter((_, cell) => cell % 11 !== 0); // a number cannot hold both places
    expect(possiblePairs).toHaveLength(90);
    expect(chiSquarePValue(chiSquareStatistic(possiblePairs, DRAWS / 90), 89)).toBeGreaterThan(SIGNIFICANCE);
  });

  it('would catch the modulo bias of a shuffle without rejection sampling, on the same byte streams', () => {
    const biased = tally((index) => shuffleWithModuloBias(drawByteStream(keyOfDraw(index), issueOfDraw(index), '')));
    expect(Math.min(...pValuePerPlace(biased.places))).toBeLessThan(SIGNIFICANCE);
  });
});
