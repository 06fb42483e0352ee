// Hash chains: the rule book's vector, links that a tampered key breaks, and seeds that never leak through JSON or logs.
import { inspect } from 'util';
import { createHashChain, HashChain, keyLinksToCommitment, keyLinksToPrevious, restoreHashChain, sha256 } from './hash-chain';

const vectorSeed = Buffer.from('00'.repeat(31) + '01', 'hex'); // x_3 of GAME_RULES.md, N = 3
const vectorX0 = '4decd6e387a1dfb3e54c485ee6f3a898d3dd4bb7c28eb2650d8419a3bead0160';
const vectorX1 = '32ba476771d01e37807990ead8719f08af494723de1d228f2c2c07cc0aa40bac';

function flipLastBit(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  bytes[31] ^= 1;
  return bytes.toString('hex');
}

describe('hash chain', () => {
  it('reproduces the rule book vector: x_3 = 0…01 hashes down to x_1 and the commitment x_0', () => {
    const chain = HashChain.fromSeed(vectorSeed, 3);
    expect(chain.length).toBe(3);
    expect(chain.commitmentHex).toBe(vectorX0);
    expect(chain.keyFor(1).toString('hex')).toBe(vectorX1);
    expect(chain.keyFor(3)).toEqual(vectorSeed);
  });

  it('links every key to the one before it and to the commitment', () => {
    const chain = createHashChain(288);
    expect(keyLinksToPrevious(chain.keyFor(1).toString('hex'), chain.commitmentHex)).toBe(true);
    for (let k = 2; k <= 288; k++) {
      expect(sha256(chain.keyFor(k))).toEqual(chain.keyFor(k - 1));
    }
    expect(keyLinksToCommitment(chain.keyFor(288).toString('hex'), 288, chain.commitmentHex)).toBe(true);
    expect(keyLinksToCommitment(chain.keyFor(17).toString('hex'), 17, chain.commitmentHex)).toBe(true);
  });

  it('rejects a tampered key, a key claimed for the wrong period and malformed hex', () => {
    const tampered = flipLastBit(vectorX1);
    expect(keyLinksToPrevious(vectorX1, vectorX0)).toBe(true);
    expect(keyLinksToPrevious(tampered, vectorX0)).toBe(false);
    expect(keyLinksToPrevious(vectorX1, flipLastBit(vectorX0))).toBe(false);
    expect(keyLinksToCommitment(vectorX1, 1, vectorX0)).toBe(true);
    expect(keyLinksToCommitment(tampered, 1, vectorX0)).toBe(false);
    expect(keyLinksToCommitment(vectorX1, 2, vectorX0)).toBe(false);
    expect(keyLinksToCommitment(vectorX1, 0, vectorX0)).toBe(false);
    expect(keyLinksToPrevious(vectorX1.slice(2), vectorX0)).toBe(false);
    expect(keyLinksToPrevious(`${vectorX1.slice(2)}zz`, vectorX0)).toBe(false);
  });

  it('accepts upper-case hex as the same key', () => {
    expect(keyLinksToPrevious(vectorX1.toUpperCase(), vectorX0.toUpperCase())).toBe(true);
  });

  it('draws a fresh random seed for every chain', () => {
    expect(createHashChain(4).commitmentHex).not.toBe(createHashChain(4).commitmentHex);
  });

  it('rebuilds the same chain from its stored seed', () => {
    const chain = createHashChain(1440);
    const restored = restoreHashChain(chain.seedHexForStorage(), 1440);
    expect(restored.commitmentHex).toBe(chain.commitmentHex);
    expect(restored.keyFor(700)).toEqual(chain.keyFor(700));
    expect(() => restoreHashChain('abc', 10)).toThrow(/64 hex characters/);
  });

  it('refuses periods outside 1..N, since x_0 is a commitment and never a draw key', () => {
    const chain = HashChain.fromSeed(vectorSeed, 3);
    expect(() => chain.keyFor(0)).toThrow(RangeError);
    expect(() => chain.keyFor(4)).toThrow(RangeError);
    expect(() => chain.keyFor(1.5)).toThrow(RangeError);
    expect(() => HashChain.fromSeed(vectorSeed, 0)).toThrow(/positive integer/);
    expect(() => HashChain.fromSeed(vectorSeed.subarray(1), 3)).toThrow(/32 bytes/);
  });

  it('hands out copies, so a caller cannot alter the chain', () => {
    const chain = HashChain.fromSeed(vectorSeed, 3);
    chain.keyFor(1).fill(0);
    expect(chain.keyFor(1).toString('hex')).toBe(vectorX1);
  });

  it('shows only the public part in JSON and logs', () => {
    const chain = HashChain.fromSeed(vectorSeed, 3);
    const secrets = [1, 2, 3].map((k) => chain.keyFor(k).toString('hex'));
    const shown = `${JSON.stringify(chain)} ${inspect(chain, { showHidden: true, depth: 5 })} ${String(chain)}`;
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect(JSON.parse(JSON.stringify(chain))).toEqual({ length: 3, commitmentHex: vectorX0 });
  });
});
