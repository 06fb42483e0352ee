// A player's own invite code (assigned at sign-up, or on first ask for older accounts) and the inviter a code typed at
// sign-up names. The inviter's list of who registered with their code is invitee-list.ts.
import { randomInt } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { isUniqueViolation, UNIQUE_KEYS } from '../db/unique-violation';
import { ValidationError } from '../http/app-error';
import { newInviteCode, readInviteCode, type UniformDraw } from './invite-code';

type Db = Kysely<Database> | Transaction<Database>;

/** Draws before giving up: with 31^8 codes, even ten collisions in a row means something other than chance is wrong. */
const MAX_CODE_DRAWS = 10;

/**
 * Runs `attempt` with fresh codes until it answers (it answers undefined when its code was taken by someone else, and
 * must leave its transaction usable when it does: an ON CONFLICT that does nothing, or a statement of its own).
 */
export async function withFreshInviteCode<T>(attempt: (code: string) => Promise<T | undefined>, draw: UniformDraw = randomInt): Promise<T> {
  for (let i = 0; i < MAX_CODE_DRAWS; i++) {
    const answer = await attempt(newInviteCode(draw));
    if (answer !== undefined) return answer;
  }
  throw new Error(`no free invite code after ${MAX_CODE_DRAWS} draws`);
}

/**
 * The open account whose code was typed at sign-up; none typed (or only spaces) is null. A code that names no open
 * account is refused (1002, naming the field: data { field: 'inviteCode' }) before anything is created or any SMS code used up.
 */
export async function inviterOfCode(db: Db, typed: string | undefined): Promise<number | null> {
  const code = readInviteCode(typed);
  if (code === null) return null;
  const inviter = await db.selectFrom('appUser').select('id').where('inviteCode', '=', code).where('status', '=', 1).executeTakeFirst();
  if (!inviter) throw new ValidationError('inviteCodeUnknown', {}, { field: 'inviteCode' });
  return inviter.id;
}

/** The player's invite code, drawn now if they have none yet (accounts from before invite codes). */
export async function inviteCodeOf(db: Kysely<Database>, userId: number, draw: UniformDraw = randomInt): Promise<string> {
  const read = async () => (await db.selectFrom('appUser').select('inviteCode').where('id', '=', userId).executeTakeFirstOrThrow()).inviteCode;
  const existing = await read();
  if (existing) return existing;
  await withFreshInviteCode(async (code) => {
    try {
      // Only while still without one: two first asks racing keep whichever code committed first.
      await db.updateTable('appUser').set({ inviteCode: code }).where('id', '=', userId).where('inviteCode', 'is', null).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_KEYS.inviteCode)) return undefined;
      throw error;
    }
  }, draw);
  return (await read())!;
}

/** The client route a friend opens to register with the code filled in. */
export function registerPathFor(code: string): string {
  return `#/pages/user/register?invite=${encodeURIComponent(code)}`;
}
