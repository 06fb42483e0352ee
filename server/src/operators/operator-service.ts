// Operator accounts: argon2id passwords, TOTP codes each good once, lock-out after failures, and opaque sessions with idle and absolute expiry.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import * as OTPAuth from 'otpauth';
import { type AppConfig } from '../config';
import { type Database, type OperatorRole, type OperatorTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { BusinessError, ValidationError } from '../http/app-error';
import { containsPattern } from '../http/like-pattern';
import { PasswordHasher } from '../accounts/password-hash';

const TOTP_ISSUER = 'Racing console';
const TOTP_PERIOD_SECONDS = 30;
/** Failed sign-ins in a row that lock the account, and for how long. */
export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 128;
export const USERNAME_PATTERN = '^[a-z0-9_.-]{3,32}$';
/** last_seen_at is written at most this often, so a busy console is not a write per request. */
const SEEN_WRITE_EVERY_MS = 60_000;

const OPERATOR_USERNAME_KEY = { constraint: 'operator_username_key', table: 'operator', columns: ['username'] } as const;

export type SessionStage = 'full' | 'password';

/** The operator behind a live session, as handlers see it. */
export interface SignedInOperator {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRole;
  sessionId: string;
  stage: SessionStage;
}

export interface OperatorView {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  mustChangePassword: boolean;
  lockedUntil: number | null;
  lastLoginAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface SignInResult {
  token: string;
  /** Seconds until the session ends at the latest (it ends sooner when left idle). */
  expire: number;
  stage: SessionStage;
  operator: OperatorView;
}

/** A password and its argon2id hash. */
export interface Credential {
  password: string;
  hash: string;
}

export interface TotpEnrolment {
  totpSecret: string;
  totpUri: string;
}

type OperatorRow = Selectable<OperatorTable>;

export function viewOf(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    mustChangePassword: Number(row.mustChangePassword) === 1,
    lockedUntil: row.lockedUntil === null ? null : Number(row.lockedUntil),
    lastLoginAt: row.lastLoginAt === null ? null : Number(row.lastLoginAt),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** The id a session is stored under: the token itself is never kept. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time password of 20 characters from an alphabet without look-alikes (no 0/O, 1/l/I). */
export function oneTimePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function totpOf(secret: string, username: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: TOTP_ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secret) });
}

export function totpUriOf(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code an authenticator shows for `secret` at `now` (the dev seed prints it; tests sign in with it). */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpOf(secret, 'x').generate({ timestamp: now });
}

function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export class OperatorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: AppConfig['operators'],
    private readonly now: () => number = Date.now,
    private readonly passwords: PasswordHasher = new PasswordHasher(),
  ) {}

  get idleMs(): number {
    return this.settings.idleMinutes * 60_000;
  }

  get sessionMs(): number {
    return this.settings.sessionHours * 3_600_000;
  }

  /**
   * A one-time password and its hash, made before a transaction opens: hashing takes tens of milliseconds that SQLite's
   * one writer would otherwise wait through.
   */
  async newCredential(password = oneTimePassword()): Promise<Credential> {
    return { password, hash: await this.hashPassword(password) };
  }

  hashPassword(password: string): Promise<string> {
    return this.passwords.hash(password);
  }

  private verifyPassword(hash: string, password: string): Promise<boolean> {
    return this.passwords.verify(hash, password);
  }

  async findByUsername(username: string): Promise<OperatorView | undefined> {
    const row = await this.db.selectFrom('operator').selectAll().where('username', '=', username).executeTakeFirst();
    return row ? viewOf(row) : undefined;
  }

  async findById(id: number): Promise<OperatorView | undefined> {
    const row = await this.db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? viewOf(row) : undefined;
  }

  /** Operators newest first, filtered by role, status and part of the username or display name (any case). */
  async page(filter: { page: number; size: number; keyWord?: string; role?: OperatorRole; status?: OperatorView['status'] }) {
    const { page, size, role, status } = filter;
    let query = this.db.selectFrom('operator');
    if (role) query = query.where('role', '=', role);
    if (status) query = query.where('status', '=', status);
    const word = filter.keyWord?.trim().toLowerCase();
    if (word) {
      const like = containsPattern(word);
      query = query.where((eb) => eb.or([eb(sql`lower(username)`, 'like', sql`${like} escape '\\'`), eb(sql`lower(display_name)`, 'like', sql`${like} escape '\\'`)]));
    }
    const [rows, counted] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(viewOf), pagination: { page, size, total: Number(counted.n) } };
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('operator').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Creates an operator with a one-time password (or `password` when given) and a new TOTP secret. With
   * mustChangePassword (the default) their first sign-in may only choose a new password.
   */
  async create(input: { username: string; displayName: string; role: OperatorRole; mustChangePassword?: boolean; credential?: Credential }, db: Kysely<Database> = this.db): Promise<{ operator: OperatorView; oneTimePassword: string } & TotpEnrolment> {
    if (!new RegExp(USERNAME_PATTERN).test(input.username)) throw new ValidationError('operatorUsernameInvalid', {}, { field: 'username' });
    const displayName = input.displayName.trim();
    if (!displayName) throw new ValidationError('operatorDisplayNameRequired', {}, { field: 'displayName' });
    const { password, hash } = input.credential ?? (await this.newCredential());
    const totpSecret = newTotpSecret();
    const now = this.now();
    let row;
    try {
      row = await db
        .insertInto('operator')
        .values({
          username: input.username,
          displayName,
          passwordHash: hash,
          totpSecret,
          totpLastStep: null,
          role: input.role,
          status: 'active',
          mustChangePassword: input.mustChangePassword === false ? 0 : 1,
          failedCount: 0,
          lockedUntil: null,
          lastLoginAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, OPERATOR_USERNAME_KEY)) throw new ValidationError('operatorUsernameTaken', { username: input.username }, { field: 'username' });
      throw error;
    }
    return { operator: viewOf(row), oneTimePassword: password, totpSecret, totpUri: totpUriOf(totpSecret, input.username) };
  }

  /**
   * Password and authenticator code in one call. Any wrong part answers the same refusal and counts as a failure;
   * MAX_FAILURES in a row lock the account for LOCK_MINUTES. A code's time step is accepted once.
   */
  async signIn(input: { username: string; password: string; code: string; ip: string }): Promise<SignInResult> {
    const now = this.now();
    const row = (await this.db.selectFrom('operator').selectAll().where('username', '=', input.username).executeTakeFirst());
    if (!row) {
      await this.verifyPassword(await this.passwords.decoyHash, input.password);
      throw new BusinessError('operatorSignInFailed');
    }
    if (row.lockedUntil !== null && Number(row.lockedUntil) > now) {
      throw new BusinessError('operatorLocked', { minutes: Math.ceil((Number(row.lockedUntil) - now) / 60_000) });
    }
    const passwordOk = input.password.length <= MAX_PASSWORD_LENGTH && (await this.verifyPassword(row.passwordHash, input.password));
    const step = passwordOk ? this.acceptedStep(row, input.code, now) : null;
    if (step === null || !(await this.consumeStep(row.id, step))) {
      await this.recordFailure(row.id, now);
      throw new BusinessError('operatorSignInFailed');
    }
    if (row.status !== 'active') throw new BusinessError('operatorDisabled');
    await this.db.updateTable('operator').set({ failedCount: 0, lockedUntil: null, lastLoginAt: now }).where('id', '=', row.id).execute();
    const stage: SessionStage = Number(row.mustChangePassword) === 1 ? 'password' : 'full';
    const token = await this.startSession(row.id, stage, input.ip);
    const fresh = await this.findById(row.id);
    return { token, expire: Math.floor(this.sessionMs / 1000), stage, operator: fresh! };
  }

  /** The time step of `code` when it is right now (one step of drift either way), else null. */
  private acceptedStep(row: OperatorRow, code: string, now: number): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = totpOf(row.totpSecret, row.username).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return null;
    return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /** Records `step` as the last accepted one unless it (or a later one) was used already: a code works once, even racing itself. */
  private async consumeStep(operatorId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('operator')
      .set({ totpLastStep: step })
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async recordFailure(operatorId: number, now: number): Promise<void> {
    const row = await this.db
      .updateTable('operator')
      .set((eb) => ({ failedCount: eb('failedCount', '+', 1) }))
      .where('id', '=', operatorId)
      .returning('failedCount')
      .executeTakeFirst();
    if (row && Number(row.failedCount) >= MAX_FAILURES) {
      await this.db.updateTable('operator').set({ failedCount: 0, lockedUntil: now + LOCK_MINUTES * 60_000 }).where('id', '=', operatorId).execute();
    }
  }

  /** Opens a session and returns its token (32 random bytes); only its SHA-256 is stored. */
  async startSession(operatorId: number, stage: SessionStage, ip: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db
      .insertInto('operatorSession')
      .values({ id: sessionIdOf(token), operatorId, stage, ip: ip.slice(0, 64), createdAt: now, lastSeenAt: now, expiresAt: now + this.sessionMs, revokedAt: null })
      .execute();
    return token;
  }

  /** The operator of a live session, or null: unknown, revoked, past its absolute end, idle too long, or the operator disabled. */
  async authenticate(token: string): Promise<SignedInOperator | null> {
    if (token.length > 128) return null;
    const sessionId = sessionIdOf(token);
    const row = await this.db
      .selectFrom('operatorSession')
      .innerJoin('operator', 'operator.id', 'operatorSession.operatorId')
      .select([
        'operatorSession.stage',
        'operatorSession.lastSeenAt',
        'operatorSession.expiresAt',
        'operatorSession.revokedAt',
        'operator.id',
        'operator.username',
        'operator.displayName',
        'operator.role',
        'operator.status',
      ])
      .where('operatorSession.id', '=', sessionId)
      .executeTakeFirst();
    const now = this.now();
    if (!row || row.revokedAt !== null || row.status !== 'active') return null;
    if (now >= Number(row.expiresAt) || now - Number(row.lastSeenAt) >= this.idleMs) return null;
    if (now - Number(row.lastSeenAt) >= SEEN_WRITE_EVERY_MS) {
      await this.db.updateTable('operatorSession').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
    }
    return { id: row.id, username: row.username, displayName: row.displayName, role: row.role, sessionId, stage: row.stage };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.db.updateTable('operatorSession').set({ revokedAt: this.now() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of an operator (password or TOTP reset, disabled), or every one but `keepSessionId`. */
  async revokeAll(operatorId: number, db: Kysely<Database> = this.db, keepSessionId?: string): Promise<void> {
    let query = db.updateTable('operatorSession').set({ revokedAt: this.now() }).where('operatorId', '=', operatorId).where('revokedAt', 'is', null);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  /** Checks the current password, sets the new one, clears must_change_password and turns this session full; other sessions end. */
  async changePassword(operator: SignedInOperator, oldPassword: string, newPassword: string): Promise<void> {
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError('operatorPasswordTooShort', { min: MIN_PASSWORD_LENGTH }, { field: 'newPassword' });
    if (!newPassword.trim()) throw new ValidationError('passwordBlank', {}, { field: 'newPassword' });
    if (newPassword === oldPassword) throw new ValidationError('operatorPasswordUnchanged', {}, { field: 'newPassword' });
    const row = await this.db.selectFrom('operator').select('passwordHash').where('id', '=', operator.id).executeTakeFirstOrThrow();
    if (!(await this.verifyPassword(row.passwordHash, oldPassword))) throw new ValidationError('operatorWrongPassword', {}, { field: 'oldPassword' });
    const hash = await this.hashPassword(newPassword);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('operator').set({ passwordHash: hash, mustChangePassword: 0, updatedAt: this.now() }).where('id', '=', operator.id).execute();
      await trx.updateTable('operatorSession').set({ stage: 'full' }).where('id', '=', operator.sessionId).execute();
      await this.revokeAll(operator.id, trx, operator.sessionId);
    });
  }

  /** A new one-time password (to be changed at the next sign-in); the operator's sessions end and a lock is lifted. */
  async resetPassword(operatorId: number, db: Kysely<Database> = this.db, credential?: Credential): Promise<string> {
    const { password, hash } = credential ?? (await this.newCredential());
    const result = await db
      .updateTable('operator')
      .set({ passwordHash: hash, mustChangePassword: 1, failedCount: 0, lockedUntil: null, updatedAt: this.now() })
      .where('id', '=', operatorId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BusinessError('operatorNotFound');
    await this.revokeAll(operatorId, db);
    return password;
  }

  /** A new TOTP secret (the old authenticator entry stops working); the operator's sessions end. */
  async resetTotp(operatorId: number, db: Kysely<Database> = this.db): Promise<TotpEnrolment> {
    const row = await db.selectFrom('operator').select('username').where('id', '=', operatorId).executeTakeFirst();
    if (!row) throw new BusinessError('operatorNotFound');
    const totpSecret = newTotpSecret();
    await db.updateTable('operator').set({ totpSecret, totpLastStep: null, updatedAt: this.now() }).where('id', '=', operatorId).execute();
    await this.revokeAll(operatorId, db);
    return { totpSecret, totpUri: totpUriOf(totpSecret, row.username) };
  }
}
