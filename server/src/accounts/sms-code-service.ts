// Six-digit SMS codes: cryptographically random, stored hashed, valid 5 minutes, 5 tries, one per phone per minute, daily caps.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError, CODE } from '../http/app-error';
import { type SmsProvider } from './sms-provider';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_COOLDOWN_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 3600_000;

export interface SmsLimits {
  smsPerPhonePerDay: number;
  smsPerIpPerDay: number;
}

export class SmsCodeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: SmsProvider,
    private readonly hashKey: string,
    private readonly limits: SmsLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${phone}:${code}`).digest('hex');
  }

  /** Sends a fresh code, or refuses with code 1003 when the phone or the address asks too often. */
  async send(phone: string, ip: string): Promise<void> {
    const now = this.now();
    const since = now - DAY_MS;
    const [byPhone, byIp] = await Promise.all([
      this.db.selectFrom('smsCode').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', phone).where('createdAt', '>', since).executeTakeFirstOrThrow(),
      this.db.selectFrom('smsCode').select((eb) => eb.fn.countAll<number>().as('n')).where('ip', '=', ip).where('createdAt', '>', since).executeTakeFirstOrThrow(),
    ]);
    if (Number(byPhone.n) >= this.limits.smsPerPhonePerDay || Number(byIp.n) >= this.limits.smsPerIpPerDay) {
      throw new BusinessError('smsDailyLimit', {}, CODE.tooManyRequests);
    }

    // Exactly one request per phone per minute wins this conditional update, whatever the concurrency.
    await this.db.insertInto('smsThrottle').values({ phone, lastSentAt: 0 }).onConflict((oc) => oc.column('phone').doNothing()).execute();
    const claimed = await this.db
      .updateTable('smsThrottle')
      .set({ lastSentAt: now })
      .where('phone', '=', phone)
      .where('lastSentAt', '<=', now - SMS_COOLDOWN_MS)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const row = await this.db.selectFrom('smsThrottle').select('lastSentAt').where('phone', '=', phone).executeTakeFirstOrThrow();
      const seconds = Math.max(1, Math.ceil((row.lastSentAt + SMS_COOLDOWN_MS - now) / 1000));
      throw new BusinessError('smsTooSoon', { seconds }, CODE.tooManyRequests);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db
      .insertInto('smsCode')
      .values({ phone, codeHash: this.hash(phone, code), ip, createdAt: now, expiresAt: now + SMS_CODE_TTL_MS, usedAt: null })
      .execute();
    await this.provider.sendCode(phone, code);
  }

  /** Consumes the phone's latest code if `code` matches it; every miss uses up one of its tries. */
  async consume(phone: string, code: string): Promise<boolean> {
    const now = this.now();
    const latest = await this.db
      .selectFrom('smsCode')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.usedAt !== null || latest.expiresAt <= now || latest.attempts >= SMS_MAX_ATTEMPTS) return false;
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(this.hash(phone, code.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.db.updateTable('smsCode').set({ attempts: sql`attempts + 1` }).where('id', '=', latest.id).execute();
      return false;
    }
    const consumed = await this.db
      .updateTable('smsCode')
      .set({ usedAt: now })
      .where('id', '=', latest.id)
      .where('usedAt', 'is', null)
      .where('attempts', '<', SMS_MAX_ATTEMPTS)
      .executeTakeFirst();
    return Number(consumed.numUpdatedRows) === 1;
  }
}
