// Slows password guessing: too many failed logins for a phone, or from an address, within a window refuse further tries.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError, CODE } from '../http/app-error';

export interface ThrottleLimits {
  loginFailuresPerPhone: number;
  loginFailuresPerIp: number;
  loginFailureWindowMinutes: number;
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (code 1003) while the phone or the address has too many recent failures. */
  async check(phone: string, ip: string): Promise<void> {
    const since = this.now() - this.limits.loginFailureWindowMinutes * 60_000;
    const [byPhone, byIp] = await Promise.all([
      this.db.selectFrom('loginAttempt').select((eb) => eb.fn.countAll<number>().as('n')).where('phone', '=', phone).where('createdAt', '>', since).executeTakeFirstOrThrow(),
      this.db.selectFrom('loginAttempt').select((eb) => eb.fn.countAll<number>().as('n')).where('ip', '=', ip).where('createdAt', '>', since).executeTakeFirstOrThrow(),
    ]);
    if (Number(byPhone.n) >= this.limits.loginFailuresPerPhone || Number(byIp.n) >= this.limits.loginFailuresPerIp) {
      throw new BusinessError('loginThrottled', { minutes: this.limits.loginFailureWindowMinutes }, CODE.tooManyRequests);
    }
  }

  async recordFailure(phone: string, ip: string): Promise<void> {
    await this.db.insertInto('loginAttempt').values({ phone, ip, createdAt: this.now() }).execute();
  }

  /** A successful login forgives the phone's earlier failures (the address keeps its count). */
  async recordSuccess(phone: string): Promise<void> {
    await this.db.deleteFrom('loginAttempt').where('phone', '=', phone).execute();
  }
}
