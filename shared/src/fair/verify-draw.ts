/** Replays a revealed draw with WebCrypto (browser or Node 20): its beacon round when the chain has one, the SHA-256 links of its key up the chain, then every step of the shuffle. */
import { verifyBeaconRound, type BeaconVerification, type PublishedBeacon, type ServedRound } from '@racing/shared/src/fair/verify-beacon';

/** The one draw algorithm this verifier replays (GAME_RULES.md, "Provably fair draws"). */
export const VERIFIED_ALGORITHM_VERSION = 'pk10-hmac-sha256-v1';

/** What x_k must hash to: the key revealed just before it, or the chain's commitment x_0 that is k hashes away. */
export type ChainAnchor =
  | { previousKeyHex: string }
  | {
      commitmentHex: string;
      /** k: the period's index in its chain, 1..N. */
      chainIndex: number;
      /** The keys x_(k-1) … x_1 revealed before this one, newest first; without them only x_0 is compared. */
      earlierKeysHex?: readonly string[];
    };

export interface DrawToVerify {
  /** x_k, revealed with the result. */
  keyHex: string;
  issue: string;
  /** The commitment's salt (empty unless configured); with a beacon the round's randomness is the salt instead. */
  salt?: string;
  /**
   * The beacon published with the commitment, the round served with the result (null: the result came without one)
   * and the period's close: the round is checked and its randomness becomes the salt.
   */
  beacon?: { published: PublishedBeacon; served: ServedRound | null; closeAt: string | number };
  /** The ten places as published, champion first. */
  publishedPlaces: readonly number[];
  /** Without an anchor the shuffle is replayed but the key is not tied to any commitment. */
  anchor?: ChainAnchor;
  /** The version published with the commitment; another version is refused rather than replayed wrongly. */
  algorithmVersion?: string;
}

export interface HashLinkStep {
  /** Chain index of the hashed key, when known (k, k − 1, …, 1). */
  fromIndex?: number;
  inputHex: string;
  sha256Hex: string;
  /** The published value this hash must equal, if one is known for this step. */
  expectedHex?: string;
  expectedIs?: 'previous-key' | 'earlier-key' | 'commitment';
  matches?: boolean;
}

export interface HmacBlockStep {
  /** j in "pk10:<issue>:<salt>:<j>". */
  index: number;
  message: string;
  blockHex: string;
}

export interface ByteStep {
  block: number;
  offset: number;
  value: number;
  /** The shuffle position i it was read for, its range n = i + 1 and rejection limit 256 − (256 mod n). */
  i: number;
  n: number;
  limit: number;
  accepted: boolean;
}

export interface SwapStep {
  i: number;
  /** byte mod n: the position swapped with i. */
  j: number;
  byte: number;
  /** The ten numbers after this swap. */
  after: number[];
}

export interface DrawVerification {
  algorithmVersion: string;
  chain: 'linked' | 'broken' | 'not-checked';
  links: HashLinkStep[];
  blocks: HmacBlockStep[];
  bytes: ByteStep[];
  swaps: SwapStep[];
  /** The places recomputed from the key, champion first. */
  places: number[];
  placesMatch: boolean;
  /** The beacon round's checks; 'missing' when the commitment has a beacon but the result came without its round. */
  beacon?: BeaconVerification | 'missing';
  /** True only when the key links to the anchor, the beacon round (if any) checks out and the recomputed places equal the published ones. */
  verified: boolean;
}

/**
 * Verifies one published result. Throws on input that cannot be verified at all (malformed hex,
 * an unknown algorithm version, no WebCrypto); a mismatch is reported in the result instead.
 */
export async function verifyDraw(draw: DrawToVerify): Promise<DrawVerification> {
  if (draw.algorithmVersion !== undefined && draw.algorithmVersion !== VERIFIED_ALGORITHM_VERSION) {
    throw new Error(`unsupported draw algorithm "${draw.algorithmVersion}", this verifier replays ${VERIFIED_ALGORITHM_VERSION}`);
  }
  const subtle = webCrypto();
  const key = keyBytes(draw.keyHex, 'revealed key');
  const links = draw.anchor ? await checkLinks(subtle, key, draw.anchor) : [];
  const beacon = !draw.beacon ? undefined : draw.beacon.served ? await verifyBeaconRound(draw.beacon.served, draw.beacon.published, draw.beacon.closeAt) : 'missing';
  const salt = draw.beacon?.served ? draw.beacon.served.randomness.toLowerCase() : (draw.salt ?? '');
  const shuffle = await replayShuffle(subtle, key, draw.issue, salt);
  const chain = !draw.anchor ? 'not-checked' : links.every((link) => link.matches !== false) ? 'linked' : 'broken';
  const placesMatch =
    draw.publishedPlaces.length === shuffle.places.length && shuffle.places.every((number, place) => draw.publishedPlaces[place] === number);
  return {
    algorithmVersion: VERIFIED_ALGORITHM_VERSION,
    chain,
    links,
    ...shuffle,
    placesMatch,
    ...(beacon ? { beacon } : {}),
    verified: chain === 'linked' && placesMatch && (beacon === undefined || (beacon !== 'missing' && beacon.verified)),
  };
}

function webCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  // Browsers only expose crypto.subtle in secure contexts (https or localhost).
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available here: the page must be served over https or from localhost');
  return subtle;
}

async function checkLinks(subtle: SubtleCrypto, key: Uint8Array<ArrayBuffer>, anchor: ChainAnchor): Promise<HashLinkStep[]> {
  if ('previousKeyHex' in anchor) {
    const expected = keyBytes(anchor.previousKeyHex, 'previous key');
    return [await link(subtle, key, expected, 'previous-key')];
  }
  const { chainIndex, earlierKeysHex } = anchor;
  if (!Number.isSafeInteger(chainIndex) || chainIndex < 1) throw new RangeError(`chain index must be 1 or more, got ${chainIndex}`);
  if (earlierKeysHex && earlierKeysHex.length !== chainIndex - 1) {
    throw new RangeError(`expected the ${chainIndex - 1} keys x_${chainIndex - 1}..x_1, got ${earlierKeysHex.length}`);
  }
  const commitment = keyBytes(anchor.commitmentHex, 'commitment');
  const earlier = earlierKeysHex?.map((hex, index) => keyBytes(hex, `key x_${chainIndex - 1 - index}`));
  const links: HashLinkStep[] = [];
  let current = key;
  for (let index = chainIndex; index >= 1; index--) {
    const published = index === 1 ? commitment : earlier?.[chainIndex - index];
    const step = await link(subtle, current, published, index === 1 ? 'commitment' : 'earlier-key');
    links.push({ fromIndex: index, ...step });
    // Carry on from the published key, so a broken chain shows exactly which link fails.
    current = published ?? bytesFromHex(step.sha256Hex);
  }
  return links;
}

async function link(
  subtle: SubtleCrypto,
  input: Uint8Array<ArrayBuffer>,
  expected: Uint8Array | undefined,
  expectedIs: NonNullable<HashLinkStep['expectedIs']>,
): Promise<HashLinkStep> {
  const sha256Hex = hexFromBytes(new Uint8Array(await subtle.digest('SHA-256', input)));
  const step: HashLinkStep = { inputHex: hexFromBytes(input), sha256Hex };
  if (!expected) return step;
  const expectedHex = hexFromBytes(expected);
  return { ...step, expectedHex, expectedIs, matches: sha256Hex === expectedHex };
}

/** GAME_RULES.md steps 3–4, recording every block, byte and swap. */
async function replayShuffle(subtle: SubtleCrypto, key: Uint8Array<ArrayBuffer>, issue: string, salt: string) {
  const hmacKey = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: HmacBlockStep[] = [];
  const bytes: ByteStep[] = [];
  const swaps: SwapStep[] = [];
  let block = new Uint8Array(0);
  let offset = 0;
  const places = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = places.length - 1; i >= 1; i--) {
    const n = i + 1;
    const limit = 256 - (256 % n);
    for (;;) {
      if (offset === block.length) {
        const message = `pk10:${issue}:${salt}:${blocks.length}`;
        block = new Uint8Array(await subtle.sign('HMAC', hmacKey, encoder.encode(message)));
        blocks.push({ index: blocks.length, message, blockHex: hexFromBytes(block) });
        offset = 0;
      }
      const value = block[offset];
      const accepted = value < limit;
      bytes.push({ block: blocks.length - 1, offset, value, i, n, limit, accepted });
      offset += 1;
      if (!accepted) continue;
      const j = value % n;
      [places[i], places[j]] = [places[j], places[i]];
      swaps.push({ i, j, byte: value, after: [...places] });
      break;
    }
  }
  return { blocks, bytes, swaps, places };
}

function keyBytes(hex: string, what: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new TypeError(`${what} must be 64 hex characters (32 bytes)`);
  return bytesFromHex(hex);
}

function bytesFromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function hexFromBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
