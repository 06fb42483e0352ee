// The draw of one period: its chain key, issue and salt to the ten places, by GAME_RULES.md steps 3–4.
import { createHmac } from 'crypto';

/** Published with every commitment so a verifier knows which algorithm to replay. */
export const DRAW_ALGORITHM_VERSION = 'pk10-hmac-sha256-v1';

const NUMBER_COUNT = 10;
const DRAW_KEY_BYTES = 32;

/** The HMAC message of byte-stream block j. */
export function drawBlockMessage(issue: string, salt: string, block: number): string {
  return `pk10:${issue}:${salt}:${block}`;
}

/**
 * The swap index a byte gives for a range of n, or undefined when the byte must be rejected.
 * Bytes at or above 256 − (256 mod n) are rejected so every index keeps exactly the same number of bytes.
 */
export function swapIndexFromByte(byte: number, n: number): number | undefined {
  const limit = 256 - (256 % n);
  return byte < limit ? byte % n : undefined;
}

/** Fisher–Yates over [1..10] from i = 9 down to 1, drawing each swap index from the byte stream. */
export function shuffleNumbers(nextByte: () => number): number[] {
  const places = Array.from({ length: NUMBER_COUNT }, (_, index) => index + 1);
  for (let i = NUMBER_COUNT - 1; i >= 1; i--) {
    let j: number | undefined;
    while (j === undefined) j = swapIndexFromByte(nextByte(), i + 1);
    const swapped = places[i];
    places[i] = places[j];
    places[j] = swapped;
  }
  return places;
}

/** The byte stream of step 3: HMAC-SHA256(key, "pk10:<issue>:<salt>:<j>") for j = 0, 1, …, read byte by byte. */
export function drawByteStream(key: Uint8Array, issue: string, salt: string): () => number {
  // Guards against passing the key's hex text as bytes, which would still "work" and never verify.
  if (key.length !== DRAW_KEY_BYTES) throw new RangeError(`draw key must be ${DRAW_KEY_BYTES} bytes, got ${key.length}`);
  let block = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === bytes.length) {
      bytes = createHmac('sha256', key).update(drawBlockMessage(issue, salt, block), 'utf8').digest();
      block += 1;
      offset = 0;
    }
    return bytes[offset++];
  };
}

/**
 * The ten places of a draw, champion first. Deterministic in its three inputs and nothing else:
 * no bets, stakes, players or history can reach it.
 */
export function drawPermutation(key: Uint8Array, issue: string, salt: string): number[] {
  return shuffleNumbers(drawByteStream(key, issue, salt));
}
