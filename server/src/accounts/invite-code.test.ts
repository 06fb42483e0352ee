// Invite codes are drawn uniformly from the look-alike-free alphabet, and a typed code reads back whatever its case and spacing.
import { randomBytes } from 'node:crypto';
import { chiSquarePValue, chiSquareStatistic } from '../domain/draw/chi-square';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, newInviteCode, readInviteCode, type UniformDraw } from './invite-code';

/** How often each alphabet character appears across `codes` codes, and the chi-square p-value of those counts against uniform. */
function uniformity(draw: UniformDraw | undefined, codes: number): number {
  const counts = new Array<number>(INVITE_CODE_ALPHABET.length).fill(0);
  for (let i = 0; i < codes; i++) for (const char of newInviteCode(draw)) counts[INVITE_CODE_ALPHABET.indexOf(char)]++;
  const expected = (codes * INVITE_CODE_LENGTH) / INVITE_CODE_ALPHABET.length;
  return chiSquarePValue(chiSquareStatistic(counts, expected), INVITE_CODE_ALPHABET.length - 1);
}

describe('invite codes', () => {
  it('has no look-alikes in its alphabet, and no character twice', () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
    expect(INVITE_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('draws 8 characters of that alphabet', () => {
    for (let i = 0; i < 2000; i++) expect(newInviteCode()).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  });

  it('draws every character equally often (chi-square), where a byte taken modulo 31 visibly would not', () => {
    // 20 000 codes: 160 000 characters, about 5 161 of each.
    expect(uniformity(undefined, 20_000)).toBeGreaterThan(0.0001);
    // Negative control: 256 = 8 × 31 + 8, so a byte modulo 31 favours the first 8 characters by 1/8: the test sees it.
    const biased: UniformDraw = (max) => randomBytes(1)[0] % max;
    expect(uniformity(biased, 20_000)).toBeLessThan(1e-12);
  });

  it('reads a typed code whatever its case and surrounding spaces; blank is no code', () => {
    expect(readInviteCode('  ab3k9xyz ')).toBe('AB3K9XYZ');
    expect(readInviteCode('AB3K9XYZ')).toBe('AB3K9XYZ');
    expect(readInviteCode('')).toBeNull();
    expect(readInviteCode('   ')).toBeNull();
    expect(readInviteCode(undefined)).toBeNull();
  });
});
