/** The browser's beacon check: quicknet's real round 123, rounds signed with a test key in the same scheme, and what it must refuse. */
import { webcrypto } from 'crypto';
// Test-only reach into the server: the browser must accept exactly what the server's draw accepts.
import { publicKeyOf, signRound } from '../../../server/src/domain/draw/beacon-round';
import { drawPermutation } from '../../../server/src/domain/draw/draw-permutation';
import { createHashChain } from '../../../server/src/domain/draw/hash-chain';
import { expectedRound, verifyBeaconRound, type PublishedBeacon } from './verify-beacon';
import { verifyDraw } from './verify-draw';

const QUICKNET: PublishedBeacon = {
  scheme: 'bls-unchained-g1-rfc9380',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  periodSeconds: 3,
  delaySeconds: 5,
};
const ROUND_123 = {
  round: 123,
  signature: 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
  randomness: 'fb8f7bc29bf24db51871ec8c79f3a1e4bd0557bc0dfcee9ed1d924e69d1c60dc',
};
/** A close whose round by the rule is 123: round 123's time less the 5 s delay. */
const closeFor123 = (1692803367 + 122 * 3 - 5) * 1000;

const testSecret = new Uint8Array(32).fill(11);
const otherSecret = new Uint8Array(32).fill(12);
const testBeacon: PublishedBeacon = { ...QUICKNET, chainHash: 'aa'.repeat(32), publicKey: publicKeyOf(testSecret), genesisTime: 1_577_836_800 };

const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
afterAll(() => jsdomCrypto && Object.defineProperty(globalThis, 'crypto', jsdomCrypto));

describe('beacon round verification', () => {
  it("accepts quicknet's real round 123 for a period that closed 5 s before it", async () => {
    expect(expectedRound(QUICKNET, closeFor123)).toBe(123);
    expect(expectedRound(QUICKNET, closeFor123 + 1)).toBe(124);
    expect(await verifyBeaconRound(ROUND_123, QUICKNET, new Date(closeFor123).toISOString())).toEqual({
      expectedRound: 123,
      roundFollowsRule: true,
      signatureValid: true,
      randomnessComputed: ROUND_123.randomness,
      randomnessMatches: true,
      verified: true,
    });
  }, 20_000);

  it('accepts a round signed with the test key, and refuses one signed with another key', async () => {
    const close = Date.UTC(2031, 0, 1, 0, 4, 30);
    const round = expectedRound(testBeacon, close);
    expect((await verifyBeaconRound(signRound(testSecret, round), testBeacon, close)).verified).toBe(true);
    const forged = await verifyBeaconRound(signRound(otherSecret, round), testBeacon, close);
    expect(forged).toMatchObject({ signatureValid: false, roundFollowsRule: true, randomnessMatches: true, verified: false });
  }, 20_000);

  it('refuses a genuine round that is not the one the rule gives, tampered randomness, and garbage', async () => {
    expect(await verifyBeaconRound(ROUND_123, QUICKNET, closeFor123 - 3000)).toMatchObject({ expectedRound: 122, roundFollowsRule: false, signatureValid: true, verified: false });
    expect(await verifyBeaconRound({ ...ROUND_123, randomness: 'ab'.repeat(32) }, QUICKNET, closeFor123)).toMatchObject({ randomnessMatches: false, verified: false });
    expect(await verifyBeaconRound({ ...ROUND_123, signature: 'ab'.repeat(48) }, QUICKNET, closeFor123)).toMatchObject({ signatureValid: false, verified: false });
    await expect(verifyBeaconRound(ROUND_123, { ...QUICKNET, scheme: 'pedersen-bls-chained' }, closeFor123)).rejects.toThrow(/unsupported beacon scheme/);
  }, 20_000);
});

describe('draw verification with a beacon', () => {
  const chain = createHashChain(3);
  const key = chain.keyFor(2);
  const issue = '203101010002';
  const close = Date.UTC(2031, 0, 1, 0, 9, 30);
  const served = signRound(testSecret, expectedRound(testBeacon, close));
  const places = drawPermutation(key, issue, served.randomness);
  const draw = { keyHex: key.toString('hex'), issue, salt: '', publishedPlaces: places, anchor: { commitmentHex: chain.commitmentHex, chainIndex: 2 } };

  it("recomputes the server's draw with the round's randomness as salt", async () => {
    const v = await verifyDraw({ ...draw, beacon: { published: testBeacon, served, closeAt: close } });
    expect(v.places).toEqual(places);
    expect(v.beacon).toMatchObject({ signatureValid: true, roundFollowsRule: true });
    expect(v.verified).toBe(true);
  }, 20_000);

  it('fails with a tampered randomness, a forged round, or no round at all', async () => {
    const tampered = await verifyDraw({ ...draw, beacon: { published: testBeacon, served: { ...served, randomness: 'cd'.repeat(32) }, closeAt: close } });
    expect(tampered.verified).toBe(false);
    const forged = signRound(otherSecret, served.round);
    const forgedDraw = await verifyDraw({ ...draw, publishedPlaces: drawPermutation(key, issue, forged.randomness), beacon: { published: testBeacon, served: forged, closeAt: close } });
    expect(forgedDraw).toMatchObject({ placesMatch: true, verified: false });
    expect(await verifyDraw({ ...draw, beacon: { published: testBeacon, served: null, closeAt: close } })).toMatchObject({ beacon: 'missing', verified: false });
  }, 20_000);
});
