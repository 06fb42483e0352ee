// The players who registered with an inviter's code: how many, and a page of them newest first, named as anyone
// else sees them (displayNickname). Only ever the inviter's own invitees.
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { INT_COLUMN_MAX } from '../http/request-bounds';
import { isoTime } from '../http/time';
import { type Language } from '../i18n/language';
import { displayNickname } from './profile-service';

type Db = Kysely<Database> | Transaction<Database>;

export async function invitedCount(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('appUser').select((eb) => eb.fn.countAll<number>().as('n')).where('invitedBy', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface Invitee {
  id: number;
  nickname: string;
  avatar: string | null;
  registeredAt: string;
}

/**
 * A page of the players who registered with `inviterId`'s code, newest first: after `cursor` (the previous page's last
 * id) when given, else numbered `page`. A closed account stays in the list (it did register) under its anonymous name.
 */
export async function inviteesPage(
  db: Db,
  inviterId: number,
  page: { page: number; size: number; cursor?: number },
  language: Language,
): Promise<{ list: Invitee[]; next: number | null }> {
  let query = db
    .selectFrom('appUser')
    .select(['id', 'nickname', 'avatar', 'phone', 'status', 'createdAt'])
    .where('invitedBy', '=', inviterId)
    .orderBy('id', 'desc')
    .limit(page.size + 1);
  if (page.cursor === undefined) query = query.offset((page.page - 1) * page.size);
  // A cursor past every player id (the column's range) starts at the newest, as any cursor above the newest id does.
  else if (page.cursor <= INT_COLUMN_MAX) query = query.where('id', '<', page.cursor);
  const rows = await query.execute();
  const list = rows.slice(0, page.size).map((row) => ({
    id: row.id,
    nickname: displayNickname(row, language),
    avatar: row.avatar,
    registeredAt: isoTime(row.createdAt)!,
  }));
  return { list, next: rows.length > page.size ? rows[page.size - 1].id : null };
}
