// Invite codes as text: 8 characters from an alphabet without look-alikes, each drawn uniformly from the cryptographic
// generator, and how a code a person typed is read back.
import { randomInt } from 'node:crypto';

/** Digits and capitals without 0/O, 1/I/L: nothing a player can misread when copying a code by hand. 31 characters. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
/** The longest invite code a request may carry (spaces around a pasted code included). */
export const INVITE_CODE_INPUT_MAX = 16;

/** A uniform integer in [0, max): node:crypto's randomInt, which rejects draws past the last whole multiple of max (no modulo bias). */
export type UniformDraw = (max: number) => number;

/** A fresh code: 31^8 ≈ 8.5 × 10^11 of them, so a collision is rare and simply drawn again by the caller. */
export function newInviteCode(draw: UniformDraw = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[draw(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: surrounding spaces ignored, any letter case; empty (or only spaces) is no code at all. */
export function readInviteCode(typed: string | undefined | null): string | null {
  const code = (typed ?? '').trim().toUpperCase();
  return code === '' ? null : code;
}
