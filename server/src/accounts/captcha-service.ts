// Issues server-rendered captchas and checks answers: single use, about two minutes to live, a few tries.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/schema';
import { answerMatches, PUZZLE, renderPuzzle, renderRotate, ROTATE } from '../domain/captcha/captcha-images';

export const CAPTCHA_TTL_MS = 120_000;
export const CAPTCHA_MAX_ATTEMPTS = 3;
export type CaptchaKind = 'slide' | 'rotate';

export type CaptchaView =
  | { captchaId: string; type: 'slide'; width: number; height: number; background: string; piece: string; pieceY: number; pieceSize: number }
  | { captchaId: string; type: 'rotate'; size: number; image: string };

export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async create(kind: CaptchaKind, ip: string): Promise<CaptchaView> {
    const captchaId = randomBytes(16).toString('hex');
    const now = this.now();
    const rendered = kind === 'slide' ? renderPuzzle() : renderRotate();
    await this.db
      .insertInto('captchaChallenge')
      .values({ id: captchaId, kind, answer: rendered.answer, ip, createdAt: now, expiresAt: now + CAPTCHA_TTL_MS, usedAt: null })
      .execute();
    // Expired challenges are useless: clear them now and then so the table stays small.
    if (captchaId.endsWith('0')) await this.db.deleteFrom('captchaChallenge').where('expiresAt', '<', now - CAPTCHA_TTL_MS).execute();
    return rendered.kind === 'slide'
      ? { captchaId, type: 'slide', width: PUZZLE.width, height: PUZZLE.height, background: rendered.background, piece: rendered.piece, pieceY: rendered.pieceY, pieceSize: PUZZLE.piece }
      : { captchaId, type: 'rotate', size: ROTATE.size, image: rendered.image };
  }

  /** True once for a right answer; a wrong one uses up a try. Expired, used or exhausted captchas never pass. */
  async verify(captchaId: string, answer: number): Promise<boolean> {
    const now = this.now();
    const row = await this.db.selectFrom('captchaChallenge').selectAll().where('id', '=', captchaId).executeTakeFirst();
    if (!row || row.usedAt !== null || row.expiresAt <= now || row.attempts >= CAPTCHA_MAX_ATTEMPTS) return false;
    if (!answerMatches(row.kind as CaptchaKind, row.answer, answer)) {
      await this.db.updateTable('captchaChallenge').set({ attempts: sql`attempts + 1` }).where('id', '=', captchaId).execute();
      return false;
    }
    // Conditional: of two requests racing with the same right answer, exactly one consumes it.
    const consumed = await this.db
      .updateTable('captchaChallenge')
      .set({ usedAt: now })
      .where('id', '=', captchaId)
      .where('usedAt', 'is', null)
      .where('attempts', '<', CAPTCHA_MAX_ATTEMPTS)
      .executeTakeFirst();
    return Number(consumed.numUpdatedRows) === 1;
  }

  /** Development only: the expected answer, for browser tests and local users. */
  async answerFor(captchaId: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('captchaChallenge').select('answer').where('id', '=', captchaId).executeTakeFirst();
    return row?.answer;
  }
}
