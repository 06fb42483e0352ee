// Beacon rounds: the round rule, and signature checks against drand quicknet's real round 123 and a test key.
import { assignedRound, beaconRoundIsGenuine, firstRoundAtOrAfter, publicKeyOf, roundTime, signRound } from './beacon-round';

// drand quicknet (chain 52db9ba7…c84e971): https://api.drand.sh/<chain>/public/123
const QUICKNET = { genesisTime: 1692803367, periodSeconds: 3 };
const QUICKNET_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const ROUND_123 = {
  round: 123,
  signature: 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
  randomness: 'fb8f7bc29bf24db51871ec8c79f3a1e4bd0557bc0dfcee9ed1d924e69d1c60dc',
};
const testKey = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 9);

describe('beacon round rule', () => {
  it('gives the first round whose time is at or after a moment', () => {
    expect(roundTime(QUICKNET, 1)).toBe(1692803367000);
    expect(firstRoundAtOrAfter(QUICKNET, 1692803367000)).toBe(1);
    expect(firstRoundAtOrAfter(QUICKNET, 1692803367001)).toBe(2);
    expect(firstRoundAtOrAfter(QUICKNET, 1692803370000)).toBe(2);
    expect(firstRoundAtOrAfter(QUICKNET, 0)).toBe(1);
  });

  it('assigns a period the first round at least 5 s after its close, never one before', () => {
    for (const closeAt of [1_800_000_000_000, 1_800_000_000_001, 1_800_000_001_500, 1_800_000_002_999]) {
      const round = assignedRound(QUICKNET, closeAt);
      expect(roundTime(QUICKNET, round)).toBeGreaterThanOrEqual(closeAt + 5000);
      expect(roundTime(QUICKNET, round - 1)).toBeLessThan(closeAt + 5000);
    }
  });
});

describe('beacon round signature', () => {
  it("accepts quicknet's real round 123 under quicknet's public key", () => {
    expect(beaconRoundIsGenuine(ROUND_123, 123, QUICKNET_KEY)).toBe(true);
  });

  it('refuses it as another round, with altered randomness, or under another key', () => {
    expect(beaconRoundIsGenuine(ROUND_123, 124, QUICKNET_KEY)).toBe(false);
    expect(beaconRoundIsGenuine({ ...ROUND_123, round: 124 }, 124, QUICKNET_KEY)).toBe(false);
    expect(beaconRoundIsGenuine({ ...ROUND_123, randomness: 'ab'.repeat(32) }, 123, QUICKNET_KEY)).toBe(false);
    expect(beaconRoundIsGenuine(ROUND_123, 123, publicKeyOf(testKey))).toBe(false);
    expect(beaconRoundIsGenuine({ ...ROUND_123, signature: 'zz' }, 123, QUICKNET_KEY)).toBe(false);
  });

  it('accepts what a test key signs in the same scheme, and refuses a round signed with another key', () => {
    const signed = signRound(testKey, 4242);
    expect(beaconRoundIsGenuine(signed, 4242, publicKeyOf(testKey))).toBe(true);
    expect(beaconRoundIsGenuine(signRound(otherKey, 4242), 4242, publicKeyOf(testKey))).toBe(false);
  });
});
