/** The browser verifier: the rule book's vector step by step, tampering it must catch, and agreement with the server's draw. */
import { execFileSync } from 'child_process';
import { webcrypto } from 'crypto';
import path from 'path';
import fc from 'fast-check';
// Test-only reach into the server: the two implementations must agree, and only a test may see both.
import { drawPermutation } from '../../../server/src/domain/draw/draw-permutation';
import { createHashChain } from '../../../server/src/domain/draw/hash-chain';
import { verifyDraw, VERIFIED_ALGORITHM_VERSION, type DrawToVerify } from './verify-draw';

// GAME_RULES.md test vector: x_3 = 0…01, N = 3; issue 20250101001 is period 1, so it reveals x_1.
const x0 = '4decd6e387a1dfb3e54c485ee6f3a898d3dd4bb7c28eb2650d8419a3bead0160';
const x1 = '32ba476771d01e37807990ead8719f08af494723de1d228f2c2c07cc0aa40bac';
const x2 = 'ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5';
const x3 = '00'.repeat(31) + '01';
const vectorPlaces = [5, 10, 1, 7, 3, 4, 2, 6, 9, 8];
const vectorDraw: DrawToVerify = {
  keyHex: x1,
  issue: '20250101001',
  salt: '',
  publishedPlaces: vectorPlaces,
  anchor: { commitmentHex: x0, chainIndex: 1 },
};

function flipLastBit(hex: string): string {
  return hex.slice(0, -1) + (parseInt(hex.slice(-1), 16) ^ 1).toString(16);
}

// jsdom has no crypto.subtle; Node's WebCrypto is the same API a browser offers in a secure context.
const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
afterAll(() => jsdomCrypto && Object.defineProperty(globalThis, 'crypto', jsdomCrypto));

describe('verifyDraw', () => {
  it('verifies the rule book vector: SHA-256(x_1) is the commitment and x_1 draws [5,10,1,7,3,4,2,6,9,8]', async () => {
    const result = await verifyDraw(vectorDraw);
    expect(result).toMatchObject({ verified: true, chain: 'linked', placesMatch: true, places: vectorPlaces });
    expect(result.algorithmVersion).toBe(VERIFIED_ALGORITHM_VERSION);
    expect(result.links).toEqual([{ fromIndex: 1, inputHex: x1, sha256Hex: x0, expectedHex: x0, expectedIs: 'commitment', matches: true }]);
  });

  it('shows every step of the shuffle: the HMAC block, the nine bytes it read and each swap', async () => {
    const { blocks, bytes, swaps } = await verifyDraw(vectorDraw);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ index: 0, message: 'pk10:20250101001::0' });
    expect(blocks[0].blockHex).toMatch(/^[0-9a-f]{64}$/);
    expect(bytes.map((byte) => byte.i)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(bytes.every((byte) => byte.accepted && byte.block === 0)).toBe(true);
    expect(bytes.map((byte) => byte.value)).toEqual(
      [...Buffer.from(blocks[0].blockHex, 'hex').subarray(0, 9)],
    );
    expect(bytes[0]).toMatchObject({ offset: 0, n: 10, limit: 250 });
    expect(swaps.map((swap) => swap.j)).toEqual(swaps.map((swap) => swap.byte % (swap.i + 1)));
    expect(swaps[swaps.length - 1].after).toEqual(vectorPlaces);
  });

  it('records a rejected byte and swaps with the next one (issue 202501010028: byte 251 ≥ 250 for n = 10)', async () => {
    const { bytes, swaps, places } = await verifyDraw({ ...vectorDraw, issue: '202501010028', publishedPlaces: [] });
    expect(bytes.slice(0, 2)).toEqual([
      { block: 0, offset: 0, value: 251, i: 9, n: 10, limit: 250, accepted: false },
      { block: 0, offset: 1, value: 30, i: 9, n: 10, limit: 250, accepted: true },
    ]);
    expect(swaps[0]).toEqual({ i: 9, j: 0, byte: 30, after: [10, 2, 3, 4, 5, 6, 7, 8, 9, 1] });
    expect(bytes).toHaveLength(10);
    expect(places).toEqual(drawPermutation(Buffer.from(x1, 'hex'), '202501010028', ''));
  });

  it('links a key to the one revealed before it', async () => {
    const result = await verifyDraw({ ...vectorDraw, anchor: { previousKeyHex: x0 } });
    expect(result.chain).toBe('linked');
    expect(result.links[0]).toMatchObject({ expectedIs: 'previous-key', matches: true });
  });

  it('walks a later key up to the commitment, through the earlier revealed keys when given', async () => {
    const places = [6, 5, 1, 8, 7, 10, 4, 9, 2, 3]; // x_3 with the vector's issue
    const withKeys = await verifyDraw({ ...vectorDraw, keyHex: x3, publishedPlaces: places, anchor: { commitmentHex: x0, chainIndex: 3, earlierKeysHex: [x2, x1] } });
    expect(withKeys.verified).toBe(true);
    expect(withKeys.links.map((link) => [link.fromIndex, link.sha256Hex, link.expectedIs])).toEqual([
      [3, x2, 'earlier-key'],
      [2, x1, 'earlier-key'],
      [1, x0, 'commitment'],
    ]);
    const withoutKeys = await verifyDraw({ ...vectorDraw, keyHex: x3, publishedPlaces: places, anchor: { commitmentHex: x0, chainIndex: 3 } });
    expect(withoutKeys.verified).toBe(true);
    expect(withoutKeys.links.map((link) => link.matches)).toEqual([undefined, undefined, true]);
  });

  it('fails a tampered key: the chain breaks and the places no longer match', async () => {
    const result = await verifyDraw({ ...vectorDraw, keyHex: flipLastBit(x1) });
    expect(result).toMatchObject({ verified: false, chain: 'broken', placesMatch: false });
  });

  it('fails a tampered result even when the key is genuine', async () => {
    const result = await verifyDraw({ ...vectorDraw, publishedPlaces: [10, 5, 1, 7, 3, 4, 2, 6, 9, 8] });
    expect(result).toMatchObject({ verified: false, chain: 'linked', placesMatch: false });
  });

  it('fails a key claimed for the wrong period, and shows which earlier link is broken', async () => {
    expect((await verifyDraw({ ...vectorDraw, anchor: { commitmentHex: x0, chainIndex: 2 } })).chain).toBe('broken');
    const result = await verifyDraw({
      ...vectorDraw,
      keyHex: x3,
      publishedPlaces: [6, 5, 1, 8, 7, 10, 4, 9, 2, 3],
      anchor: { commitmentHex: x0, chainIndex: 3, earlierKeysHex: [flipLastBit(x2), x1] },
    });
    expect(result.links.map((link) => link.matches)).toEqual([false, false, true]);
    expect(result).toMatchObject({ chain: 'broken', placesMatch: true, verified: false });
  });

  it('does not call a draw verified when nothing ties its key to a commitment', async () => {
    const result = await verifyDraw({ ...vectorDraw, anchor: undefined });
    expect(result).toMatchObject({ chain: 'not-checked', placesMatch: true, verified: false, links: [] });
  });

  it('refuses input it cannot verify rather than guessing', async () => {
    await expect(verifyDraw({ ...vectorDraw, algorithmVersion: 'pk10-hmac-sha256-v2' })).rejects.toThrow(/unsupported draw algorithm/);
    await expect(verifyDraw({ ...vectorDraw, keyHex: x1.slice(2) })).rejects.toThrow(/64 hex characters/);
    await expect(verifyDraw({ ...vectorDraw, anchor: { previousKeyHex: 'zz' } })).rejects.toThrow(/previous key/);
    await expect(verifyDraw({ ...vectorDraw, anchor: { commitmentHex: x0, chainIndex: 3, earlierKeysHex: [x2] } })).rejects.toThrow(/x_2..x_1/);
    await expect(verifyDraw({ ...vectorDraw, anchor: { commitmentHex: x0, chainIndex: 0 } })).rejects.toThrow(RangeError);
  });

  it('explains that WebCrypto needs a secure context when crypto.subtle is missing', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      await expect(verifyDraw(vectorDraw)).rejects.toThrow(/https or from localhost/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    }
  });
});

describe('verifier and server draw agree', () => {
  it('recomputes the server draw for random keys, issues and salts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        async (key, issue, salt) => {
          const keyHex = Buffer.from(key).toString('hex');
          const places = drawPermutation(key, issue, salt);
          const result = await verifyDraw({ keyHex, issue, salt, publishedPlaces: places });
          expect(result.places).toEqual(places);
          expect(result.placesMatch).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('verifies every period of a fresh server chain against its commitment', async () => {
    const chain = createHashChain(12);
    const keyHex = (k: number) => chain.keyFor(k).toString('hex');
    for (let k = 1; k <= 12; k++) {
      const issue = `20250101${String(k).padStart(4, '0')}`;
      const earlierKeysHex = Array.from({ length: k - 1 }, (_, index) => keyHex(k - 1 - index));
      const result = await verifyDraw({
        keyHex: keyHex(k),
        issue,
        publishedPlaces: drawPermutation(chain.keyFor(k), issue, ''),
        anchor: { commitmentHex: chain.commitmentHex, chainIndex: k, earlierKeysHex },
      });
      expect(result.verified).toBe(true);
    }
  });
});

describe('verifyDraw in plain Node 20', () => {
  it('runs on the global crypto.subtle of Node itself, with no jsdom and no polyfill', () => {
    const script = `
      const { tsImport } = await import('tsx/esm/api');
      const { verifyDraw } = await tsImport(${JSON.stringify(path.join(__dirname, 'verify-draw.ts'))}, import.meta.url);
      const result = await verifyDraw(${JSON.stringify(vectorDraw)});
      process.stdout.write(JSON.stringify({ verified: result.verified, places: result.places }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ verified: true, places: vectorPlaces });
  });
});
