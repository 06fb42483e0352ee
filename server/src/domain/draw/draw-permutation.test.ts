// The draw algorithm: the rule book's test vector, permutations for any input, and rejection sampling that keeps swaps uniform.
import { createHmac } from 'crypto';
import fc from 'fast-check';
import { drawByteStream, drawPermutation, shuffleNumbers, swapIndexFromByte } from './draw-permutation';
import { HashChain } from './hash-chain';

const vectorChain = HashChain.fromSeed(Buffer.from('00'.repeat(31) + '01', 'hex'), 3);
const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('draw permutation', () => {
  it('draws the rule book vector: issue 20250101001 is period 1 of the chain, so its key is x_1', () => {
    expect(drawPermutation(vectorChain.keyFor(1), '20250101001', '')).toEqual([5, 10, 1, 7, 3, 4, 2, 6, 9, 8]);
  });

  it('does not reproduce the vector with any other key of the chain, or with x_1 as hex text', () => {
    const expected = [5, 10, 1, 7, 3, 4, 2, 6, 9, 8];
    const x0 = Buffer.from(vectorChain.commitmentHex, 'hex');
    for (const key of [x0, vectorChain.keyFor(2), vectorChain.keyFor(3)]) {
      expect(drawPermutation(key, '20250101001', '')).not.toEqual(expected);
    }
    const x1HexText = Buffer.from(vectorChain.keyFor(1).toString('hex').slice(0, 32), 'utf8');
    expect(drawPermutation(x1HexText, '20250101001', '')).not.toEqual(expected);
  });

  it('refuses a key that is not 32 raw bytes', () => {
    const hexText = Buffer.from(vectorChain.keyFor(1).toString('hex'), 'utf8');
    expect(() => drawPermutation(hexText, '20250101001', '')).toThrow(/32 bytes/);
  });

  it('ranks 1..10 into ten places for any key, issue and salt, the same way every time', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        (key, issue, salt) => {
          const places = drawPermutation(key, issue, salt);
          expect([...places].sort((a, b) => a - b)).toEqual(oneToTen);
          expect(drawPermutation(key, issue, salt)).toEqual(places);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('changes with the issue and with the salt', () => {
    const key = vectorChain.keyFor(1);
    const base = drawPermutation(key, '202501010001', '').join();
    const otherIssues = ['202501010002', '202501010003', '202501010004'].map((issue) => drawPermutation(key, issue, '').join());
    const otherSalts = ['beacon-1', 'beacon-2', 'beacon-3'].map((salt) => drawPermutation(key, '202501010001', salt).join());
    // Three independent draws all equal to the base happen with probability (1/10!)^3.
    expect(otherIssues.every((draw) => draw === base)).toBe(false);
    expect(otherSalts.every((draw) => draw === base)).toBe(false);
  });

  it('reads HMAC-SHA256(x_k, "pk10:<issue>:<salt>:<j>") byte by byte, block after block', () => {
    const key = vectorChain.keyFor(1);
    const next = drawByteStream(key, '20250101001', 's');
    const read = Buffer.from(Array.from({ length: 64 }, next));
    const block = (j: number) => createHmac('sha256', key).update(`pk10:20250101001:s:${j}`).digest();
    expect(read).toEqual(Buffer.concat([block(0), block(1)]));
  });
});

describe('rejection sampling of the swap index', () => {
  it('gives every index 0..n-1 exactly as many of the 256 byte values, for every n the shuffle uses', () => {
    for (let n = 2; n <= 10; n++) {
      const perIndex = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let byte = 0; byte < 256; byte++) {
        const index = swapIndexFromByte(byte, n);
        if (index === undefined) rejected += 1;
        else perIndex[index] += 1;
      }
      expect(perIndex).toEqual(new Array(n).fill(Math.floor(256 / n)));
      expect(rejected).toBe(256 % n);
    }
  });

  it('rejects exactly the bytes from 256 − (256 mod n) up, e.g. 250..255 for n = 10', () => {
    expect(swapIndexFromByte(249, 10)).toBe(9);
    for (let byte = 250; byte < 256; byte++) expect(swapIndexFromByte(byte, 10)).toBeUndefined();
    expect(swapIndexFromByte(255, 8)).toBe(7); // 256 is a multiple of 8: nothing to reject
    expect(swapIndexFromByte(252, 9)).toBeUndefined();
    expect(swapIndexFromByte(251, 9)).toBe(8);
  });

  it('skips rejected bytes and swaps with the next accepted one', () => {
    // i = 9: 250 and 255 rejected, 3 → swap a[9] and a[3]; then every other step gets byte 0 → swap with a[0].
    const bytes = [250, 255, 3];
    const next = () => (bytes.length ? bytes.shift()! : 0);
    // After i=9: [1,2,3,10,5,6,7,8,9,4]; i=8..1 each swap a[i] with a[0].
    const reference = [1, 2, 3, 10, 5, 6, 7, 8, 9, 4];
    for (let i = 8; i >= 1; i--) [reference[0], reference[i]] = [reference[i], reference[0]];
    expect(shuffleNumbers(next)).toEqual(reference);
  });
});
