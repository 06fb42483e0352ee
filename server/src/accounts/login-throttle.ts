// Slows password guessing: every check reserves an attempt first (one conditional statement), a phone gets a few
// per window, and an address past its limit must solve a captcha per try instead of being refused outright.
import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError, CODE } from '../http/app-error';

export interface ThrottleLimits {
  loginFailuresPerPhone: number;
  loginFailuresPerIp: number;
  loginFailureWindowMinutes: number;
}

/** An attempt whose reservations stand as failures unless it succeeds (see `succeeded`). */
export interface ReservedAttempt {
  accountScope: string;
  /** Set when the attempt took one of the address's free tries (not when a solved captcha let it past). */
  addressScope?: string;
}

/**
 * A refusal the client can act on: `data` tells it what to do next. The address has used its free tries, so this
 * login needs a solved captcha (GET /api/app/user/login/captcha, then captchaId + captchaCode with the login).
 */
export class CaptchaRequiredError extends BusinessError {
  constructor(messageKey: 'loginNeedsCaptcha' | 'captchaFailed') {
    super(messageKey, {}, CODE.tooManyRequests, { captchaRequired: true });
  }
}

/** The account a password belongs to, for counting: its phone, or its id when it has none. */
export function accountScope(phone: string | null, userId?: number): string {
  return phone ? `phone:${phone}` : `user:${userId}`;
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private get windowMs(): number {
    return this.limits.loginFailureWindowMinutes * 60_000;
  }

  /**
   * Counts one attempt for `scope` unless its window is full; true when counted. One statement, so of many requests
   * racing for the last try exactly one gets it (SQLite has one writer; PostgreSQL re-checks the condition on the
   * row a concurrent upsert just committed). A window older than the limit's starts again at this attempt.
   */
  private async take(scope: string, limit: number): Promise<boolean> {
    const now = this.now();
    const expired = sql<boolean>`${sql.ref('loginFailureCounter.windowStartedAt')} <= ${now - this.windowMs}`;
    const taken = await this.db
      .insertInto('loginFailureCounter')
      .values({ scope, failures: 1, windowStartedAt: now })
      .onConflict((oc) =>
        oc
          .column('scope')
          .doUpdateSet({
            failures: sql`case when ${expired} then 1 else ${sql.ref('loginFailureCounter.failures')} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now} else ${sql.ref('loginFailureCounter.windowStartedAt')} end`,
          })
          .where(sql<boolean>`${expired} or ${sql.ref('loginFailureCounter.failures')} < ${limit}`),
      )
      .returning('scope')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /** Minutes until the scope's window ends (at least 1). */
  private async minutesLeft(scope: string): Promise<number> {
    const row = await this.db.selectFrom('loginFailureCounter').select('windowStartedAt').where('scope', '=', scope).executeTakeFirst();
    const left = row ? row.windowStartedAt + this.windowMs - this.now() : this.windowMs;
    return Math.max(1, Math.ceil(left / 60_000));
  }

  private async giveBack(scope: string): Promise<void> {
    await this.db
      .updateTable('loginFailureCounter')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('scope', '=', scope)
      .where('failures', '>', 0)
      .execute();
  }

  /**
   * Reserves a login attempt before the password is checked. Past the address's limit, `captchaSolved` decides:
   * without a solved captcha the login is refused (1003, data.captchaRequired) but never for the account's sake, so
   * a shared address (an office behind NAT) slows guessing down without locking out every player behind it.
   * Past the account's limit the attempt is refused (1003) whatever the password.
   */
  async reserveLogin(account: string, ip: string, captchaSolved: (() => Promise<boolean>) | undefined): Promise<ReservedAttempt> {
    const addressScope = `ip:${ip}`;
    const addressCounted = await this.take(addressScope, this.limits.loginFailuresPerIp);
    if (!addressCounted) {
      if (!captchaSolved) throw new CaptchaRequiredError('loginNeedsCaptcha');
      if (!(await captchaSolved())) throw new CaptchaRequiredError('captchaFailed');
    }
    const attempt = await this.reserve(account).catch(async (error: unknown) => {
      if (addressCounted) await this.giveBack(addressScope);
      throw error;
    });
    return addressCounted ? { ...attempt, addressScope } : attempt;
  }

  /** Reserves a check of the account's own proof (password or code) by a logged-in player; refused (1003) past the limit. */
  async reserve(account: string): Promise<ReservedAttempt> {
    if (!(await this.take(account, this.limits.loginFailuresPerPhone))) {
      throw new BusinessError('loginThrottled', { minutes: await this.minutesLeft(account) }, CODE.tooManyRequests);
    }
    return { accountScope: account };
  }

  /** The proof was right: the account's failures are forgiven, and the address's reserved try was no failure. */
  async succeeded(attempt: ReservedAttempt): Promise<void> {
    await this.db.deleteFrom('loginFailureCounter').where('scope', '=', attempt.accountScope).execute();
    if (attempt.addressScope) await this.giveBack(attempt.addressScope);
  }
}
