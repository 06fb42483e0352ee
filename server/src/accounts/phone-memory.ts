// Keeps a self-exclusion and the one welcome credit with the phone number, not the account: remembered under a keyed
// hash when a number leaves an account (closing it, binding another), recalled when an account takes the number.
import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/schema';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';

/** The ledger key of an account's welcome credit (the one row account-service writes). */
export function welcomeRefKey(userId: number): string {
  return `welcome:${userId}`;
}

export class PhoneMemory {
  constructor(private readonly secret: string) {}

  /** HMAC-SHA256 of the E.164 number: without the key, nobody can tell which numbers are in the table. */
  hash(phone: string): string {
    return createHmac('sha256', this.secret).update(phone).digest('hex');
  }

  /** Inside the transaction that takes `phone` away from the account: what the number must keep. */
  async remember(trx: Kysely<Database>, userId: number, phone: string, now: number): Promise<void> {
    const limits = await trx.selectFrom('playerLimit').select('excludedUntil').where('userId', '=', userId).executeTakeFirst();
    const welcome = await trx
      .selectFrom('balanceLog')
      .select('id')
      .where('type', '=', BALANCE_LOG_TYPE.adjustment)
      .where('refKey', '=', welcomeRefKey(userId))
      .executeTakeFirst();
    const excludedUntil = limits?.excludedUntil && limits.excludedUntil > now ? limits.excludedUntil : null;
    if (excludedUntil === null && !welcome) return;
    const kept = sql.ref('phoneMemory.excludedUntil');
    await trx
      .insertInto('phoneMemory')
      .values({ phoneHash: this.hash(phone), excludedUntil, welcomeCredited: welcome ? 1 : 0, updatedAt: now })
      .onConflict((oc) =>
        oc.column('phoneHash').doUpdateSet({
          // The later end wins, and a paid welcome credit is never forgotten.
          excludedUntil: sql`case when ${kept} is null or ${kept} < ${excludedUntil} then ${excludedUntil} else ${kept} end`,
          welcomeCredited: sql`case when ${sql.ref('phoneMemory.welcomeCredited')} = 1 then 1 else ${welcome ? 1 : 0} end`,
          updatedAt: now,
        }),
      )
      .execute();
  }

  /**
   * Inside the transaction that gives `phone` to the account, after the write that gave it (so a closure of another
   * account holding the number has committed, and is seen here): a running self-exclusion carries over at once.
   * Answers whether the number already had its welcome credit.
   */
  async recall(trx: Kysely<Database>, userId: number, phone: string, now: number): Promise<{ welcomeCredited: boolean }> {
    const memory = await trx.selectFrom('phoneMemory').select(['excludedUntil', 'welcomeCredited']).where('phoneHash', '=', this.hash(phone)).executeTakeFirst();
    const until = memory?.excludedUntil;
    if (until && until > now) {
      const current = sql.ref('playerLimit.excludedUntil');
      await trx
        .insertInto('playerLimit')
        .values({ userId, stakeDay: null, stakeWeek: null, stakeMonth: null, pendingJson: null, pendingAt: null, excludedUntil: until, updatedAt: now })
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({ excludedUntil: sql`case when ${current} is null or ${current} < ${until} then ${until} else ${current} end`, updatedAt: now }),
        )
        .execute();
    }
    return { welcomeCredited: memory?.welcomeCredited === 1 };
  }
}
