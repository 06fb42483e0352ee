// A player's delivery addresses: their own rows only, and exactly one default whenever they have any.
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type UserAddressTable } from '../db/schema';
import { BusinessError } from '../http/app-error';

export type AddressRow = Selectable<UserAddressTable>;

export interface AddressFields {
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

/** Makes `id` the one default, or — when none is left — the newest address. */
async function settleDefault(trx: Transaction<Database> | Kysely<Database>, userId: number, id?: number): Promise<void> {
  const target = id ?? (await trx.selectFrom('userAddress').select('id').where('userId', '=', userId).orderBy('isDefault', 'desc').orderBy('id', 'desc').executeTakeFirst())?.id;
  if (target === undefined) return;
  await trx.updateTable('userAddress').set({ isDefault: 0 }).where('userId', '=', userId).where('id', '!=', target).execute();
  await trx.updateTable('userAddress').set({ isDefault: 1 }).where('userId', '=', userId).where('id', '=', target).execute();
}

export async function defaultAddress(db: Kysely<Database>, userId: number): Promise<AddressRow | undefined> {
  return db.selectFrom('userAddress').selectAll().where('userId', '=', userId).where('isDefault', '=', 1).executeTakeFirst();
}

/** Adds an address; the first one, or one asked to be, becomes the default. Returns its id. */
export async function addAddress(db: Kysely<Database>, userId: number, values: AddressFields, isDefault?: boolean, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('userAddress').values({ ...values, userId, isDefault: 0, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    await settleDefault(trx, userId, isDefault ? inserted.id : undefined);
    return inserted.id;
  });
}

/** Changes one of the player's addresses; another player's id is "not found". Unsetting the default hands it to another address. */
export async function updateAddress(db: Kysely<Database>, userId: number, id: number, changes: Partial<AddressFields>, isDefault?: boolean, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('userAddress').set({ ...changes, updatedAt: now }).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new BusinessError('recordNotFound');
    if (isDefault === true) await settleDefault(trx, userId, id);
    if (isDefault === false) {
      // Another address becomes the default (settleDefault clears every other row, this one included).
      const other = await trx.selectFrom('userAddress').select('id').where('userId', '=', userId).where('id', '!=', id).orderBy('id', 'desc').executeTakeFirst();
      await settleDefault(trx, userId, other?.id ?? id); // the only address stays the default
    }
  });
}

/** Deletes some of the player's addresses (others' ids are ignored); another becomes the default if needed. Returns how many went. */
export async function deleteAddresses(db: Kysely<Database>, userId: number, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('userAddress').where('userId', '=', userId).where('id', 'in', ids).executeTakeFirst();
    await settleDefault(trx, userId);
    return Number(result.numDeletedRows);
  });
}
