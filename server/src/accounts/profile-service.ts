// A logged-in player's own account: profile and settings, password change, phone binding and closing the account.
import { type Kysely } from 'kysely';
import { type AppConfig } from '../config';
import { type Database } from '../db/schema';
import { prepare, type Slots } from '../db/prepared-query';
import { isUniqueViolation, UNIQUE_KEYS } from '../db/unique-violation';
import { AuthError, BusinessError, ValidationError } from '../http/app-error';
import { type Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { defaultNicknameDigits, hasHiddenControls } from './nickname';
import { type TokenService } from '../plugins/app/auth';
import { type FileStorage } from '../uploads/file-storage';
import { isOwnImage } from '../uploads/player-uploads';
import { publicUploadUrl, uploadPathOf } from '../uploads/upload-address';
import { NICKNAME_MAX, refuseWeakPassword, type AccountService } from './account-service';
import { accountScope, type LoginThrottle } from './login-throttle';
import { maskPhone } from './phone-number';
import { type PhoneMemory } from './phone-memory';

export interface PlayerSettings {
  orderReceiving: boolean;
  messageNotification: boolean;
}
const DEFAULT_SETTINGS: PlayerSettings = { orderReceiving: false, messageNotification: true };

/** What the player sees of their own account: the phone masked, the password only as whether one is set. */
export interface PlayerProfile {
  id: number;
  nickName: string;
  /** Absolute under PUBLIC_URL when configured. */
  avatarUrl: string | null;
  phone: string | null;
  signature: string | null;
  totalClicks: number;
  likes: number;
  follows: number;
  fans: number;
  /** Cents. */
  currentBalance: number;
  hasPassword: boolean;
  settings: PlayerSettings;
}

export interface ProfileChanges {
  nickName?: string;
  /** An upload of the player's, in either form the upload endpoint may have answered. */
  avatarUrl?: string | null;
  signature?: string;
  settings?: Partial<PlayerSettings>;
}

/** What closing an account takes: the current password, or an SMS code just sent to the bound phone. */
export type ClosingProof = { password: string } | { smsCode: string };

/** The new password and one proof: the current password, or an SMS code sent to the bound phone. */
export interface PasswordChange {
  password: string;
  oldPassword?: string;
  smsCode?: string;
}

/**
 * The name to show for a player: their own nickname; none chosen (stored empty) is "玩家1234" / "Player 1234" in the
 * reader's language, from the last four digits of the phone (or of the id); a closed account is "Closed account".
 */
export function displayNickname(user: { id: number; nickname: string; phone: string | null; status: number }, language: Language): string {
  if (user.status === 0) return translate('closedAccount', language);
  if (user.nickname) return user.nickname;
  return translate('defaultNickname', language, { digits: defaultNicknameDigits(user) });
}

/** The stored settings JSON with the defaults filled in (order receiving off, message notifications on); unreadable JSON reads as the defaults. */
export function readSettings(json: string | null): PlayerSettings {
  if (!json) return DEFAULT_SETTINGS;
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(json) as Partial<PlayerSettings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** The open account's columns the profile shows, read each time "my" page opens: built once (db/prepared-query.ts). */
const profileRow = prepare((db, $: Slots<{ id: number }>) =>
  db
    .selectFrom('appUser')
    .select(['id', 'nickname', 'avatar', 'phone', 'signature', 'totalClicks', 'likes', 'follows', 'fans', 'balance', 'passwordHash', 'settings', 'status'])
    .where('id', '=', $.value('id'))
    .where('status', '=', 1),
);

export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountService,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly phones: PhoneMemory,
    private readonly files: FileStorage,
    private readonly config: Pick<AppConfig, 'phoneDefaultRegion' | 'publicUrl'>,
    private readonly now: () => number = Date.now,
    private readonly reader: Kysely<Database> = db,
  ) {}

  /** The player's open account; a closed or deleted one ends the request as not logged in. */
  private async activePlayer(id: number) {
    const user = await this.db.selectFrom('appUser').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
    if (!user) throw new AuthError('user gone');
    return user;
  }

  async profile(userId: number, language: Language): Promise<PlayerProfile> {
    // The read connection: committed data, and no wait behind a writer's transaction (the embedded database).
    const user = await profileRow.executeTakeFirst(this.reader, { id: userId });
    if (!user) throw new AuthError('user gone');
    return {
      id: user.id,
      nickName: displayNickname(user, language),
      avatarUrl: user.avatar === null ? null : publicUploadUrl(user.avatar, this.config.publicUrl),
      phone: maskPhone(user.phone, this.config.phoneDefaultRegion),
      signature: user.signature,
      totalClicks: user.totalClicks,
      likes: user.likes,
      follows: user.follows,
      fans: user.fans,
      currentBalance: user.balance,
      hasPassword: user.passwordHash !== null,
      settings: readSettings(user.settings),
    };
  }

  async updateProfile(userId: number, { nickName: nickname, avatarUrl, signature, settings }: ProfileChanges): Promise<void> {
    const user = await this.activePlayer(userId);
    const avatar = avatarUrl === undefined || avatarUrl === null ? avatarUrl : uploadPathOf(avatarUrl, this.config.publicUrl);
    const changes: Record<string, unknown> = {};
    if (nickname !== undefined) {
      const trimmed = nickname.trim();
      if (!trimmed || [...trimmed].length > NICKNAME_MAX) throw new ValidationError('nicknameInvalid');
      if (hasHiddenControls(trimmed)) throw new ValidationError('nicknameHiddenControls');
      changes.nickname = trimmed;
    }
    if (avatar !== undefined && avatar !== user.avatar) {
      // Only images this player uploaded here: no hot-linking, no javascript: URLs, no other player's picture.
      if (avatar === null || !(await isOwnImage(this.db, this.files, user.id, avatar))) throw new ValidationError('avatarInvalid');
      changes.avatar = avatar;
    }
    if (signature !== undefined) changes.signature = signature.trim() || null;
    if (settings !== undefined) changes.settings = JSON.stringify({ ...readSettings(user.settings), ...settings });
    if (Object.keys(changes).length > 0) {
      await this.db.updateTable('appUser').set({ ...changes, updatedAt: this.now() }).where('id', '=', user.id).execute();
    }
  }

  /** Sets a new password; every other login of the player ends, the one that asked stays. */
  async changePassword(userId: number, sessionId: string, { password, oldPassword, smsCode }: PasswordChange): Promise<void> {
    const user = await this.activePlayer(userId);
    refuseWeakPassword(password);
    if (oldPassword !== undefined && user.passwordHash) {
      // Guessing the current password is throttled like guessing it at login, and counts towards the same limit.
      const attempt = await this.throttle.reserve(accountScope(user.phone, user.id));
      if (!(await this.accounts.verifyPassword(user.passwordHash, oldPassword))) throw new BusinessError('oldPasswordWrong');
      await this.throttle.succeeded(attempt);
    } else if (smsCode !== undefined && user.phone) {
      await this.accounts.requireSmsCode(user.phone, smsCode);
    } else {
      throw new ValidationError('passwordChangeNeedsProof');
    }
    const passwordHash = await this.accounts.hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      // The new version ends every login made under the old one, including a login that is still checking the old password right now.
      const { credentialsVersion } = await trx
        .updateTable('appUser')
        .set((eb) => ({ passwordHash, credentialsVersion: eb('credentialsVersion', '+', 1), updatedAt: this.now() }))
        .where('id', '=', user.id)
        .returning('credentialsVersion')
        .executeTakeFirstOrThrow();
      // The login that asked stays: it moves to the new version together with the password.
      await trx.updateTable('userSession').set({ credentialsVersion }).where('id', '=', sessionId).execute();
    });
    // Marks the other logins ended and drops their live sockets (the version check already refuses their tokens).
    await this.tokens.revokeAllForUser(user.id, sessionId);
  }

  /** Binds a phone proven by the SMS code just sent to it. */
  async bindPhoneWithSmsCode(userId: number, phone: string, smsCode: string): Promise<void> {
    await this.accounts.requireSmsCode(phone, smsCode);
    await this.bindPhone(userId, phone);
  }

  /**
   * Binds (or changes) the player's phone; a number another account holds is refused. The number let go keeps the
   * account's self-exclusion and welcome credit; the number taken brings along any self-exclusion it carries.
   */
  async bindPhone(userId: number, phone: string): Promise<void> {
    const owner = await this.db.selectFrom('appUser').select('id').where('phone', '=', phone).executeTakeFirst();
    if (owner && owner.id !== userId) throw new BusinessError('phoneBoundElsewhere');
    try {
      await this.db.transaction().execute(async (trx) => {
        const now = this.now();
        const before = await trx.selectFrom('appUser').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
        await trx.updateTable('appUser').set({ phone, updatedAt: now }).where('id', '=', userId).execute();
        if (before.phone === phone) return;
        if (before.phone) await this.phones.remember(trx, userId, before.phone, now);
        await this.phones.recall(trx, userId, phone, now);
      });
    } catch (error) {
      // Lost a race for the same number between the check and the update: the unique phone says so. Anything else is a fault.
      if (isUniqueViolation(error, UNIQUE_KEYS.playerPhone)) throw new BusinessError('phoneBoundElsewhere');
      throw error;
    }
  }

  /**
   * Checks the proof for closing the account, counted like a login: a wrong one is refused and uses up one of the
   * account's tries, and past the limit no proof is checked at all. A player with neither password nor phone
   * (WeChat only) binds a phone first.
   */
  private async requireClosingProof(user: { id: number; phone: string | null; passwordHash: string | null }, proof: ClosingProof): Promise<void> {
    if ('password' in proof ? !user.passwordHash : !user.phone) throw new ValidationError('logoffNeedsProof');
    const attempt = await this.throttle.reserve(accountScope(user.phone, user.id));
    if ('password' in proof) {
      if (!(await this.accounts.verifyPassword(user.passwordHash!, proof.password))) throw new BusinessError('oldPasswordWrong');
    } else {
      await this.accounts.requireSmsCode(user.phone!, proof.smsCode);
    }
    await this.throttle.succeeded(attempt);
  }

  /** Closes the account once proven: personal data anonymised, WeChat links and addresses gone, every login ended; the ledger stays for audit. */
  async closeAccount(userId: number, proof: ClosingProof): Promise<void> {
    const user = await this.activePlayer(userId);
    await this.requireClosingProof(user, proof);
    await this.db.transaction().execute(async (trx) => {
      // Read inside: a phone change that committed since the proof was checked is the number to remember.
      const { phone } = await trx.selectFrom('appUser').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
      if (phone) await this.phones.remember(trx, userId, phone, this.now());
      await trx
        .updateTable('appUser')
        .set({
          status: 0,
          phone: null,
          passwordHash: null,
          // Anonymised, in no language: a closed account is named "Closed account" in its reader's (displayNickname).
          nickname: '',
          avatar: null,
          signature: null,
          settings: null,
          updatedAt: this.now(),
        })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('userWechat').where('userId', '=', userId).execute();
      await trx.deleteFrom('userAddress').where('userId', '=', userId).execute();
      await trx.updateTable('userSession').set({ revokedAt: this.now() }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
    });
    // The sessions were revoked inside the transaction; their live sockets are dropped now that it has committed.
    this.tokens.onRevoked({ userId });
  }
}
