// Which drand round a period mixes in, and whether a round fetched for it is genuine: GAME_RULES.md "No foreknowledge".
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { createHash } from 'node:crypto';

/** drand's unchained G1 scheme (quicknet): signature on G1 (48 bytes), public key on G2 (96 bytes). */
export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';
/** The hash-to-curve domain of that scheme (RFC 9380, G1). */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
/** A period's round is the first one at least this long after its betting closed. */
export const BEACON_DELAY_SECONDS = 5;

/** The beacon chain as its /info states it: round time = genesis + (round − 1) × period. */
export interface BeaconChain {
  chainHash: string;
  publicKey: string;
  /** Unix seconds of round 1. */
  genesisTime: number;
  periodSeconds: number;
}

export interface BeaconRound {
  round: number;
  randomness: string;
  signature: string;
}

/** Unix milliseconds at which `round` is published. */
export function roundTime(chain: Pick<BeaconChain, 'genesisTime' | 'periodSeconds'>, round: number): number {
  return (chain.genesisTime + (round - 1) * chain.periodSeconds) * 1000;
}

/** The first round whose time is at or after `atMs`. */
export function firstRoundAtOrAfter(chain: Pick<BeaconChain, 'genesisTime' | 'periodSeconds'>, atMs: number): number {
  const elapsed = atMs - chain.genesisTime * 1000;
  if (elapsed <= 0) return 1;
  return Math.ceil(elapsed / (chain.periodSeconds * 1000)) + 1;
}

/** R_k: the first round whose time is at least BEACON_DELAY_SECONDS after the period's close (ms). */
export function assignedRound(chain: Pick<BeaconChain, 'genesisTime' | 'periodSeconds'>, closeAt: number, delaySeconds = BEACON_DELAY_SECONDS): number {
  return firstRoundAtOrAfter(chain, closeAt + delaySeconds * 1000);
}

/** The signed message of a round: SHA-256 of the round as 8 bytes big-endian. */
export function roundMessage(round: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return createHash('sha256').update(bytes).digest();
}

/** randomness = SHA-256(signature). */
export function randomnessOf(signatureHex: string): string {
  return createHash('sha256').update(Buffer.from(signatureHex, 'hex')).digest('hex');
}

/**
 * True when `beacon` is round `round` signed by `publicKeyHex` in the unchained G1 scheme and its randomness is the
 * SHA-256 of that signature. Malformed hex or points are simply not genuine.
 */
export function beaconRoundIsGenuine(beacon: BeaconRound, round: number, publicKeyHex: string): boolean {
  if (beacon.round !== round) return false;
  if (!/^[0-9a-f]{96}$/i.test(beacon.signature) || !/^[0-9a-f]{192}$/i.test(publicKeyHex) || !/^[0-9a-f]{64}$/i.test(beacon.randomness)) return false;
  if (randomnessOf(beacon.signature) !== beacon.randomness.toLowerCase()) return false;
  try {
    const bls = bls12_381.shortSignatures;
    return bls.verify(bytesOf(beacon.signature), bls.hash(Uint8Array.from(roundMessage(round)), BEACON_DST), bytesOf(publicKeyHex));
  } catch {
    return false;
  }
}

/** Signs a round as a drand node of the scheme would (tests and the fake beacon). */
export function signRound(secretKey: Uint8Array, round: number): BeaconRound {
  const bls = bls12_381.shortSignatures;
  const signature = Buffer.from(bls.sign(bls.hash(Uint8Array.from(roundMessage(round)), BEACON_DST), Uint8Array.from(secretKey)).toBytes()).toString('hex');
  return { round, signature, randomness: randomnessOf(signature) };
}

/** The G2 public key (hex) of a secret key. */
export function publicKeyOf(secretKey: Uint8Array): string {
  return Buffer.from(bls12_381.shortSignatures.getPublicKey(Uint8Array.from(secretKey)).toBytes()).toString('hex');
}

/** Plain Uint8Array bytes of hex: @noble checks for a Uint8Array by its constructor's name, which a Buffer's is not. */
function bytesOf(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}
