/** Checks a draw's drand round in the browser: its BLS signature under the published key, its randomness, and that it is the round the commitment's rule gives. */

/** The beacon published with a commitment (the commitments endpoint). */
export interface PublishedBeacon {
  scheme: string;
  chainHash: string;
  publicKey: string;
  genesisTime: number;
  periodSeconds: number;
  delaySeconds: number;
}

/** The round served with a result. */
export interface ServedRound {
  round: number;
  randomness: string;
  signature: string;
}

export interface BeaconVerification {
  /** The round the rule gives: the first whose time (genesis + (round − 1) × period) is at least close + delay. */
  expectedRound: number;
  roundFollowsRule: boolean;
  /** The BLS signature of SHA-256(round as 8 bytes big-endian) verifies under the published public key. */
  signatureValid: boolean;
  /** SHA-256(signature) as computed here. */
  randomnessComputed: string;
  randomnessMatches: boolean;
  verified: boolean;
}

/** The one scheme this verifier checks: drand quicknet's (signatures on G1, keys on G2, RFC 9380 hash to G1). */
export const VERIFIED_BEACON_SCHEME = 'bls-unchained-g1-rfc9380';
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** R_k for a period that closed at `closeAt` (ISO or ms). */
export function expectedRound(beacon: Pick<PublishedBeacon, 'genesisTime' | 'periodSeconds' | 'delaySeconds'>, closeAt: string | number): number {
  const at = (typeof closeAt === 'number' ? closeAt : Date.parse(closeAt)) + beacon.delaySeconds * 1000;
  const elapsed = at - beacon.genesisTime * 1000;
  return elapsed <= 0 ? 1 : Math.ceil(elapsed / (beacon.periodSeconds * 1000)) + 1;
}

/**
 * Verifies a served round against the published beacon. The BLS code (~40 KB gzip) is loaded here, on first use, so
 * only the verify screen pays for it. Throws on an unknown scheme; a bad signature is reported, not thrown.
 */
export async function verifyBeaconRound(served: ServedRound, beacon: PublishedBeacon, closeAt: string | number): Promise<BeaconVerification> {
  if (beacon.scheme !== VERIFIED_BEACON_SCHEME) throw new Error(`unsupported beacon scheme "${beacon.scheme}", this verifier checks ${VERIFIED_BEACON_SCHEME}`);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available here: the page must be served over https or from localhost');
  const expected = expectedRound(beacon, closeAt);
  const signature = hexBytes(served.signature);
  const randomnessComputed = hex(new Uint8Array(await subtle.digest('SHA-256', signature)));
  const roundBytes = new Uint8Array(8);
  new DataView(roundBytes.buffer).setBigUint64(0, BigInt(served.round));
  const message = new Uint8Array(await subtle.digest('SHA-256', roundBytes));
  let signatureValid = false;
  if (signature.length === 48 && /^[0-9a-f]{192}$/i.test(beacon.publicKey)) {
    const { bls12_381 } = await import(/* webpackChunkName: "bls12-381" */ '@noble/curves/bls12-381.js');
    const bls = bls12_381.shortSignatures;
    try {
      signatureValid = bls.verify(signature, bls.hash(message, DST), hexBytes(beacon.publicKey));
    } catch {
      signatureValid = false; // not a point of the curve: not a signature at all
    }
  }
  const roundFollowsRule = served.round === expected;
  const randomnessMatches = randomnessComputed === served.randomness.toLowerCase();
  return { expectedRound: expected, roundFollowsRule, signatureValid, randomnessComputed, randomnessMatches, verified: roundFollowsRule && signatureValid && randomnessMatches };
}

function hexBytes(value: string): Uint8Array<ArrayBuffer> {
  if (!/^([0-9a-f]{2})*$/i.test(value)) return new Uint8Array(0);
  const bytes = new Uint8Array(value.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(value.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
