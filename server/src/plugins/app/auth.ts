// Access and refresh tokens (jose, HS256) bound to a login session, and the hook that enforces a route's declared access.
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { type Kysely } from 'kysely';
import { type FastifyRequest } from 'fastify';
import { type AppConfig } from '../../config';
import { type Database } from '../../db/schema';
import { prepare, type Slots } from '../../db/prepared-query';
import { AuthError } from '../../http/app-error';

export type Access = 'public' | 'user';

export interface TokenPair {
  token: string;
  /** Seconds until the access token expires. */
  expire: number;
  refreshToken: string;
  /** Seconds until the refresh token expires. */
  refreshExpire: number;
}

export interface AuthUser {
  id: number;
  sessionId: string;
}

type TokenKind = 'access' | 'refresh';

/** A random identifier from the cryptographic generator, URL-safe. */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** Checked on every protected request, so built once. */
const liveSession = prepare((db, $: Slots<{ sessionId: string }>) =>
  db
    .selectFrom('userSession')
    .innerJoin('appUser', 'appUser.id', 'userSession.userId')
    .select(['userSession.revokedAt', 'userSession.userId', 'appUser.status', 'appUser.frozenAt', 'userSession.credentialsVersion as loginVersion', 'appUser.credentialsVersion as playerVersion'])
    .where('userSession.id', '=', $.value('sessionId')),
);

interface TokenClaims {
  userId: number;
  sessionId: string;
  jti: string;
}

/** Access tokens whose signature was checked, kept by this process (oldest dropped first); a few MB at most. */
const VERIFIED_TOKENS_KEPT = 20_000;

export class TokenService {
  private readonly keys: Record<TokenKind, KeyObject>;
  private readonly verifiedAccess = new Map<string, { claims: TokenClaims; exp: number }>();
  /** Told when logins end, so live sockets of those logins are dropped too (set by the realtime layer). */
  onRevoked: (revoked: { sessionId?: string; userId?: number }) => void = () => {};

  constructor(
    private readonly db: Kysely<Database>,
    private readonly jwt: AppConfig['jwt'],
    private readonly now: () => number = Date.now,
    /** Where the per-request login check reads (DatabaseHandle.reader). */
    private readonly reader: Kysely<Database> = db,
  ) {
    this.keys = { access: createSecretKey(Buffer.from(jwt.accessSecret)), refresh: createSecretKey(Buffer.from(jwt.refreshSecret)) };
  }

  /**
   * Starts a login session for the user and returns its first pair of tokens. `credentialsVersion` is the player's
   * version read together with the credential that was checked (the password hash, say): if a password change commits
   * in between, the login is born dead. 0 is a new account's version; a stale one only ever makes the login dead.
   */
  async issue(userId: number, loginType: string, credentialsVersion = 0): Promise<TokenPair> {
    const sessionId = randomId();
    const refreshJti = randomId();
    const now = this.now();
    await this.db
      .insertInto('userSession')
      .values({ id: sessionId, userId, loginType, refreshJti, credentialsVersion, createdAt: now, expiresAt: now + this.jwt.refreshTtlSeconds * 1000, revokedAt: null })
      .execute();
    return this.sign(userId, sessionId, refreshJti);
  }

  async sign(userId: number, sessionId: string, refreshJti: string): Promise<TokenPair> {
    const { accessTtlSeconds, refreshTtlSeconds } = this.jwt;
    const token = await this.signOne('access', userId, sessionId, randomId(9), accessTtlSeconds);
    const refreshToken = await this.signOne('refresh', userId, sessionId, refreshJti, refreshTtlSeconds);
    return { token, expire: accessTtlSeconds, refreshToken, refreshExpire: refreshTtlSeconds };
  }

  private async signOne(kind: TokenKind, userId: number, sessionId: string, jti: string, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: sessionId, typ: kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.keys[kind]);
  }

  /** Checks signature, expiry and kind; returns the claims or throws AuthError. */
  async verify(kind: TokenKind, token: string): Promise<TokenClaims> {
    // A player sends the same access token with every request for hours: its signature is checked once, its expiry each time.
    const known = kind === 'access' ? this.verifiedAccess.get(token) : undefined;
    if (known && Math.floor(this.now() / 1000) < known.exp) return known.claims;
    try {
      const { payload } = await jwtVerify(token, this.keys[kind], {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      if (payload.typ !== kind || typeof payload.sid !== 'string' || !Number.isSafeInteger(userId) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
        throw new AuthError('malformed token');
      }
      const claims = { userId, sessionId: payload.sid, jti: payload.jti };
      if (kind === 'access') this.rememberVerified(token, claims, payload.exp);
      return claims;
    } catch (error) {
      if (error instanceof AuthError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new AuthError(error.code);
      throw new AuthError('invalid token');
    }
  }

  private rememberVerified(token: string, claims: TokenClaims, exp: number): void {
    if (this.verifiedAccess.size >= VERIFIED_TOKENS_KEPT) this.verifiedAccess.delete(this.verifiedAccess.keys().next().value!);
    this.verifiedAccess.set(token, { claims, exp });
  }

  /**
   * Rotates a login's refresh token: each one works once. Presenting one that was already used means it
   * leaked (or was replayed), so the whole login is revoked and every token of it stops working.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const claims = await this.verify('refresh', refreshToken);
    const session = await this.db.selectFrom('userSession').selectAll().where('id', '=', claims.sessionId).executeTakeFirst();
    if (!session || session.userId !== claims.userId || session.revokedAt !== null) throw new AuthError('session revoked');
    const now = this.now();
    const nextJti = randomId();
    const rotated = await this.db
      .updateTable('userSession')
      .set({ refreshJti: nextJti, expiresAt: now + this.jwt.refreshTtlSeconds * 1000 })
      .where('id', '=', session.id)
      .where('refreshJti', '=', claims.jti)
      .where('revokedAt', 'is', null)
      .returning('credentialsVersion')
      .executeTakeFirst();
    if (!rotated) {
      await this.revokeSession(session.id);
      throw new AuthError('refresh token reused');
    }
    const user = await this.db.selectFrom('appUser').select(['status', 'frozenAt', 'credentialsVersion']).where('id', '=', claims.userId).executeTakeFirst();
    if (!user || user.status !== 1) throw new AuthError('account closed');
    if (user.frozenAt !== null) throw new AuthError('account frozen');
    // Both read at or after the rotation: a password change that committed before it is seen here, one that commits after it ends the new pair too.
    if (user.credentialsVersion !== rotated.credentialsVersion) throw new AuthError('password changed');
    return this.sign(claims.userId, session.id, nextJti);
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.db.updateTable('userSession').set({ revokedAt: this.now() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
    this.onRevoked({ sessionId });
  }

  /** Ends every login of a player, or every one but `keepSessionId`. */
  async revokeAllForUser(userId: number, keepSessionId?: string): Promise<void> {
    let query = this.db.updateTable('userSession').set({ revokedAt: this.now() }).where('userId', '=', userId).where('revokedAt', 'is', null);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    const others = keepSessionId
      ? await this.db.selectFrom('userSession').select('id').where('userId', '=', userId).where('revokedAt', 'is', null).where('id', '!=', keepSessionId).execute()
      : [];
    await query.execute();
    if (keepSessionId) for (const { id } of others) this.onRevoked({ sessionId: id });
    else this.onRevoked({ userId });
  }

  /** An access token is good while its login session is live, was made under the player's current credentials, and the account is open and not frozen. */
  async authenticate(token: string): Promise<AuthUser> {
    const claims = await this.verify('access', token);
    const row = await liveSession.executeTakeFirst(this.reader, claims);
    if (!row || row.userId !== claims.userId || row.revokedAt !== null || row.status !== 1) throw new AuthError('session revoked');
    // Freezing revokes the logins too; this also stops one that began while the freeze was committing.
    if (row.frozenAt !== null) throw new AuthError('account frozen');
    if (row.loginVersion !== row.playerVersion) throw new AuthError('password changed');
    return { id: claims.userId, sessionId: claims.sessionId };
  }
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

export default fp(
  async function auth(app, opts: { tokens: TokenService }) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('user', undefined);
    // Synchronous for the public routes and unknown URLs, which need nothing from it.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = (request.routeOptions.config as { access?: Access }).access;
      if (access !== 'user') return done();
      const token = readToken(request);
      if (!token) return done(new AuthError('missing token'));
      opts.tokens.authenticate(token).then((user) => {
        request.user = user;
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['error-envelope'] },
);

/** The logged-in player of a protected route (the hook guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AuthError('missing user');
  return request.user;
}

/**
 * The signed-in player on a public route, or null for a guest: a missing, invalid, expired or revoked token is simply
 * a guest there (a public read never answers 401). Anything else (the database down, say) is a fault and is thrown.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user) return request.user;
  const token = readToken(request);
  if (!token) return null;
  try {
    return await request.server.tokens.authenticate(token);
  } catch (error) {
    if (error instanceof AuthError) return null;
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
