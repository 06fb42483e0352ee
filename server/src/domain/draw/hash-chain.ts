// Hash chains of draw keys: x_N is 32 random bytes, x_(k-1) = SHA-256(x_k), and x_0 is the published commitment.
import { createHash, randomBytes } from 'crypto';

export const CHAIN_KEY_BYTES = 32;

const KEY_HEX = /^[0-9a-f]{64}$/i;

export function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** A 64-character hex key to its 32 bytes, or undefined when it is not one. */
export function parseKeyHex(hex: string): Buffer | undefined {
  return KEY_HEX.test(hex) ? Buffer.from(hex, 'hex') : undefined;
}

/**
 * The keys x_0..x_N of one chain. Period k (1..N) draws with x_k; x_0 is only ever a commitment.
 * Keys live in a private field, so JSON.stringify and console.log show the public part only:
 * seeds are secrets until their reveal and must never reach a log.
 */
export class HashChain {
  readonly #keys: Buffer; // x_k at offset k * 32: 33 KB for 1,024 periods

  private constructor(keys: Buffer) {
    this.#keys = keys;
  }

  /** Builds the chain backwards from x_N. */
  static fromSeed(seed: Uint8Array, length: number): HashChain {
    if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`chain length must be a positive integer, got ${length}`);
    if (seed.length !== CHAIN_KEY_BYTES) throw new RangeError(`chain seed must be ${CHAIN_KEY_BYTES} bytes, got ${seed.length}`);
    const keys = Buffer.alloc((length + 1) * CHAIN_KEY_BYTES);
    keys.set(seed, length * CHAIN_KEY_BYTES);
    for (let k = length; k >= 1; k--) {
      const digest = sha256(keys.subarray(k * CHAIN_KEY_BYTES, (k + 1) * CHAIN_KEY_BYTES));
      keys.set(digest, (k - 1) * CHAIN_KEY_BYTES);
    }
    return new HashChain(keys);
  }

  /** Number of periods the chain covers. */
  get length(): number {
    return this.#keys.length / CHAIN_KEY_BYTES - 1;
  }

  /** x_0 in hex, to publish before the chain's first period opens. */
  get commitmentHex(): string {
    return this.#key(0).toString('hex');
  }

  /** x_k, the secret draw key of period k (1..N). A copy: callers cannot alter the chain. */
  keyFor(period: number): Buffer {
    if (!Number.isInteger(period) || period < 1 || period > this.length) {
      throw new RangeError(`period must be 1..${this.length}, got ${period}`);
    }
    return Buffer.from(this.#key(period));
  }

  /** x_N in hex: the one value to store (server-side only) to rebuild the chain after a restart. */
  seedHexForStorage(): string {
    return this.#key(this.length).toString('hex');
  }

  toJSON() {
    return { length: this.length, commitmentHex: this.commitmentHex };
  }

  #key(index: number): Buffer {
    return this.#keys.subarray(index * CHAIN_KEY_BYTES, (index + 1) * CHAIN_KEY_BYTES);
  }
}

/** A fresh chain of `length` periods from the operating system's cryptographic generator. */
export function createHashChain(length: number): HashChain {
  return HashChain.fromSeed(randomBytes(CHAIN_KEY_BYTES), length);
}

/** Rebuilds a stored chain from its seed x_N. */
export function restoreHashChain(seedHex: string, length: number): HashChain {
  const seed = parseKeyHex(seedHex);
  if (!seed) throw new TypeError('chain seed must be 64 hex characters');
  return HashChain.fromSeed(seed, length);
}

/** Whether SHA-256 of the revealed key x_k is the key x_(k-1) published or revealed before it. */
export function keyLinksToPrevious(revealedKeyHex: string, previousKeyHex: string): boolean {
  const revealed = parseKeyHex(revealedKeyHex);
  const previous = parseKeyHex(previousKeyHex);
  return !!revealed && !!previous && sha256(revealed).equals(previous);
}

/** Whether hashing period k's revealed key k times reaches the chain's commitment x_0. */
export function keyLinksToCommitment(revealedKeyHex: string, period: number, commitmentHex: string): boolean {
  let key = parseKeyHex(revealedKeyHex);
  const commitment = parseKeyHex(commitmentHex);
  if (!key || !commitment || !Number.isSafeInteger(period) || period < 1) return false;
  for (let k = period; k >= 1; k--) key = sha256(key);
  return key.equals(commitment);
}
