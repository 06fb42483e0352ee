// Creates players and logs them in (SMS code, password, WeChat identity); every login starts a token session.
import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type AppConfig } from '../config';
import { type Database } from '../db/schema';
import { isUniqueViolation, UNIQUE_KEYS } from '../db/unique-violation';
import { withoutHiddenControls } from './nickname';
import { BusinessError, ValidationError } from '../http/app-error';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { LEDGER_REMARK } from '../ledger/ledger-remark';
import { type TokenPair, type TokenService } from '../plugins/app/auth';
import { type CaptchaService } from './captcha-service';
import { type UniformDraw } from './invite-code';
import { inviterOfCode, withFreshInviteCode } from './invites';
import { accountScope, type LoginThrottle } from './login-throttle';
import { type PasswordHasher } from './password-hash';
import { type PhoneMemory, welcomeRefKey } from './phone-memory';
import { type SmsCodeService } from './sms-code-service';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Refuses a password about to be set: fewer than 8 characters (code points, as the player counts them), or nothing but
 * spaces. Spaces inside a password are kept and allowed; only one that is all spaces is refused.
 */
export function refuseWeakPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new ValidationError('passwordTooShort');
  if (!password.trim()) throw new ValidationError('passwordBlank');
}
/** SPEC.md section 9: nickname limit. */
export const NICKNAME_MAX = 16;

/** A player as the credential check saw them: their login is made under this credentials version (see TokenService.issue). */
export interface CheckedPlayer {
  id: number;
  credentialsVersion: number;
}

/**
 * Refuses the login of an account an operator has frozen, saying so (not "wrong password"). Called only once the
 * credential proved to be the player's, so the refusal tells nothing to someone who merely knows the phone number.
 */
function refuseFrozen(player: { frozenAt: number | null }): void {
  if (player.frozenAt !== null) throw new BusinessError('accountFrozen');
}

export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: TokenService,
    private readonly sms: SmsCodeService,
    private readonly throttle: LoginThrottle,
    private readonly captcha: CaptchaService,
    private readonly phones: PhoneMemory,
    private readonly config: Pick<AppConfig, 'welcomeCreditCents'>,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number = Date.now,
    /** Where invite codes come from (a test scripts it to stage a collision). */
    private readonly inviteDraw: UniformDraw = randomInt,
  ) {}

  hashPassword(password: string): Promise<string> {
    return this.passwords.hash(password);
  }

  verifyPassword(hash: string, password: string): Promise<boolean> {
    return this.passwords.verify(hash, password);
  }

  /** Throws unless `code` is the phone's current SMS code; consumes it. */
  async requireSmsCode(phone: string, code: string): Promise<void> {
    if (!code.trim()) throw new BusinessError('smsCodeRequired', {}, 1002);
    if (!(await this.sms.consume(phone, code))) throw new BusinessError('smsCodeWrong');
  }

  /**
   * A new active player with an invite code of their own, and the welcome credit (play money) as an adjustment row when
   * configured: once per phone number, ever. A self-exclusion the number carries from a closed account applies from the start.
   */
  async createPlayer(values: { phone: string | null; passwordHash?: string | null; nickname?: string; avatar?: string | null; invitedBy?: number | null }): Promise<number> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      // A code someone already holds inserts nothing (the phone's unique key still fails loudly) and is drawn again.
      const id = await withFreshInviteCode(async (inviteCode) => {
        const row = await trx
          .insertInto('appUser')
          .values({
            phone: values.phone,
            passwordHash: values.passwordHash ?? null,
            // No nickname chosen: stored empty and shown as "Player 1234" in the reader's language (profile-service).
            nickname: values.nickname ?? '',
            avatar: values.avatar ?? null,
            signature: null,
            inviteCode,
            invitedBy: values.invitedBy ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflict((oc) => oc.column('inviteCode').doNothing())
          .returning('id')
          .executeTakeFirst();
        return row?.id;
      }, this.inviteDraw);
      // Read after the insert: if another account is letting this number go right now, the insert waited for it (the unique phone).
      const memory = values.phone ? await this.phones.recall(trx, id, values.phone, now) : { welcomeCredited: false };
      if (this.config.welcomeCreditCents > 0 && !memory.welcomeCredited) {
        await changeBalance(trx, { userId: id, amount: this.config.welcomeCreditCents, type: BALANCE_LOG_TYPE.adjustment, refKey: welcomeRefKey(id), remark: LEDGER_REMARK.welcomeCredit, now });
      }
      return id;
    });
  }

  async findActiveByPhone(phone: string) {
    return this.db.selectFrom('appUser').selectAll().where('phone', '=', phone).where('status', '=', 1).executeTakeFirst();
  }

  /** The player of a phone proven by the caller (SMS code, WeChat's phone button), registered on its first login. */
  async playerForPhone(phone: string): Promise<CheckedPlayer> {
    const existing = await this.findActiveByPhone(phone);
    if (existing) refuseFrozen(existing);
    return existing ?? (await this.createPlayerOnce(phone, null));
  }

  /**
   * SMS-code login; the first login of a phone registers it, with the inviter `inviteCode` names. The code is checked
   * before the SMS code is used up, so a mistyped one costs no new SMS; an existing account's login ignores it.
   */
  async loginWithSmsCode(phone: string, code: string, inviteCode?: string): Promise<TokenPair> {
    const existing = await this.findActiveByPhone(phone);
    const invitedBy = existing ? null : await inviterOfCode(this.db, inviteCode);
    await this.requireSmsCode(phone, code);
    if (existing) refuseFrozen(existing);
    const player = existing ?? (await this.createPlayerOnce(phone, null, invitedBy));
    return this.tokens.issue(player.id, 'phone', player.credentialsVersion);
  }

  /**
   * Registers a phone with a password; an invite code that names no open account refuses it before the SMS code is used up.
   * Whether the phone already has an account is told only once the SMS code proved it: before that, a taken and a free
   * number get the same answers, so the form cannot be used to find out which numbers have accounts.
   */
  async register(phone: string, code: string, password: string, inviteCode?: string): Promise<TokenPair> {
    refuseWeakPassword(password);
    const invitedBy = await inviterOfCode(this.db, inviteCode);
    await this.requireSmsCode(phone, code);
    if (await this.findActiveByPhone(phone)) throw new BusinessError('phoneAlreadyRegistered');
    const player = await this.createPlayerOnce(phone, await this.hashPassword(password), invitedBy);
    return this.tokens.issue(player.id, 'register', player.credentialsVersion);
  }

  /**
   * Forgotten password: a new one for the phone's account, proven by the SMS code just sent to the phone. Counted like a
   * password login (a wrong code uses up one of the phone's tries and one of the address's free ones; past the address's
   * limit a solved captcha is needed). A number without an account answers a wrong code exactly as a taken one does;
   * only a right code (the phone's owner) learns that there is no account. Every login of the account ends.
   */
  async resetPassword(phone: string, code: string, password: string, ip: string, captcha?: { captchaId: string; answer: number }): Promise<void> {
    refuseWeakPassword(password);
    if (!code.trim()) throw new ValidationError('smsCodeRequired');
    const attempt = await this.throttle.reserveLogin(accountScope(phone), ip, captcha && (() => this.captcha.verify(captcha.captchaId, captcha.answer)));
    // Both read whatever the code: the work done is the same for a taken and a free number.
    const [proven, user] = await Promise.all([this.sms.consume(phone, code), this.findActiveByPhone(phone)]);
    // A failure keeps its reservations: they are the count.
    if (!proven) throw new BusinessError('smsCodeWrong');
    await this.throttle.succeeded(attempt);
    if (!user) throw new BusinessError('phoneNotRegistered');
    const passwordHash = await this.hashPassword(password);
    // The new version ends every login made under the old one, a login still checking the old password included.
    await this.db
      .updateTable('appUser')
      .set((eb) => ({ passwordHash, credentialsVersion: eb('credentialsVersion', '+', 1), updatedAt: this.now() }))
      .where('id', '=', user.id)
      .execute();
    // Marks the logins ended (their refresh tokens stop working) and drops their live sockets.
    await this.tokens.revokeAllForUser(user.id);
  }

  /** `captcha` is needed only once the address has used up its free tries (the refusal says so: data.captchaRequired). */
  async loginWithPassword(phone: string, password: string, ip: string, captcha?: { captchaId: string; answer: number }): Promise<TokenPair> {
    // Reserved before the slow check: parallel guesses each take a try, and those past the limit are never checked.
    const attempt = await this.throttle.reserveLogin(accountScope(phone), ip, captcha && (() => this.captcha.verify(captcha.captchaId, captcha.answer)));
    const user = await this.findActiveByPhone(phone);
    const ok = await this.verifyPassword(user?.passwordHash ?? (await this.passwords.decoyHash), password);
    // A failure keeps its reservations: they are the count.
    if (!user || !user.passwordHash || !ok) throw new BusinessError('loginFailed');
    await this.throttle.succeeded(attempt);
    refuseFrozen(user);
    // The hash and the version came from one row read: a password change committing after it leaves this login dead.
    return this.tokens.issue(user.id, 'password', user.credentialsVersion);
  }

  /** The player behind a WeChat identity (one per WeChat app and openid), created on its first login. */
  async playerForWechat(identity: { app: string; openid: string; unionid: string | null }, profile: { nickname?: string; avatar?: string }): Promise<CheckedPlayer> {
    const known = await this.db
      .selectFrom('userWechat')
      .innerJoin('appUser', 'appUser.id', 'userWechat.userId')
      .select(['appUser.id', 'appUser.credentialsVersion', 'appUser.frozenAt'])
      .where('userWechat.app', '=', identity.app)
      .where('userWechat.openid', '=', identity.openid)
      .where('appUser.status', '=', 1)
      .executeTakeFirst();
    if (known) {
      refuseFrozen(known);
      return { id: known.id, credentialsVersion: known.credentialsVersion };
    }
    const userId = await this.createPlayer({ phone: null, nickname: profile.nickname === undefined ? undefined : [...withoutHiddenControls(profile.nickname).trim()].slice(0, NICKNAME_MAX).join(''), avatar: profile.avatar ?? null });
    // A link that already exists (left by a racing first login of the same identity) is re-pointed at this player.
    await this.db
      .insertInto('userWechat')
      .values({ userId, app: identity.app, openid: identity.openid, unionid: identity.unionid, createdAt: this.now() })
      .onConflict((oc) => oc.columns(['app', 'openid']).doUpdateSet({ userId }))
      .execute();
    return { id: userId, credentialsVersion: 0 };
  }

  /** Two first logins of one phone racing: the unique phone lets one create, the other finds it. */
  private async createPlayerOnce(phone: string, passwordHash: string | null, invitedBy: number | null = null): Promise<CheckedPlayer> {
    try {
      return { id: await this.createPlayer({ phone, passwordHash, invitedBy }), credentialsVersion: 0 };
    } catch (error) {
      // Only the phone's unique key means "someone else just created it"; any other error is a fault.
      if (!isUniqueViolation(error, UNIQUE_KEYS.playerPhone)) throw error;
      const existing = await this.findActiveByPhone(phone);
      if (existing && passwordHash === null) {
        refuseFrozen(existing);
        return existing;
      }
      if (existing) throw new BusinessError('phoneAlreadyRegistered');
      throw error;
    }
  }
}
