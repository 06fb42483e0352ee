// Who is behind each socket and what reaches it: handshake authentication, player and session rooms, the publisher of
// draw and player events, and ending a login's sockets. The socket.io server itself is wired in plugins/external/socket-io.ts.
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { type Socket } from 'socket.io';
import { type AuthUser } from '../plugins/app/auth';
import { AuthError } from '../http/app-error';
import { type PlayerEvent, type PublicEvent, type RealtimePublisher } from './realtime-events';

/** Sent to a socket just before the server disconnects it because its access token expired. */
export const SESSION_EXPIRED_EVENT = 'session.expired';

/** What `connect_error` carries when the server refuses a handshake (`error.message` and `error.data`). */
export interface ConnectRefusal {
  /** 401: the token is missing its session, invalid, expired or revoked: refresh, then reconnect. 503: try again later. */
  code: 401 | 503;
  /** Machine-readable detail, e.g. ERR_JWT_EXPIRED, session revoked, malformed token. */
  reason: string;
}

export interface SocketData {
  /** The player of an authenticated socket; undefined on an anonymous one. */
  user?: AuthUser;
  /** The customer-service agent of a socket opened with `auth: { operatorToken }` (plugins/app/customer-service.ts). */
  operator?: { id: number; role: string; displayName: string; token: string };
}

/** The levers that end a player's live connections (logout, revoked session, closed account), on every process. */
export interface SocketSessions {
  /** Disconnects every socket of one login (call after logout or when the session is revoked). */
  disconnectSession(sessionId: string): void;
  /** Disconnects every socket of a player (account closed, all sessions revoked). */
  disconnectPlayer(userId: number): void;
}

export const playerRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The access token of a handshake: `auth: { token }` first, else the Authorization header (with or without Bearer). */
export function handshakeToken(socket: Pick<Socket, 'handshake'>): string | undefined | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const fromAuth = auth?.token;
  if (fromAuth !== undefined && fromAuth !== null) {
    if (typeof fromAuth !== 'string') return null;
    if (fromAuth.trim() !== '') return stripScheme(fromAuth);
  }
  const header = socket.handshake.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') return stripScheme(header);
  return undefined;
}

function stripScheme(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('Bearer ') ? trimmed.slice(7).trim() : trimmed;
}

/** A refused handshake: what the client's `connect_error` carries. */
export function refusal(message: string, data: ConnectRefusal): Error & { data: ConnectRefusal } {
  return Object.assign(new Error(message), { data });
}

/** Longest timer Node accepts; tokens living longer are cut off when it fires and the client reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export default fp(
  async function playerSockets(app) {
    const io = app.io;
    let closed = false;
    const expiryTimers = new Map<string, NodeJS.Timeout>();

    io.use((socket, next) => {
      const token = handshakeToken(socket);
      if (token === undefined) return next();
      if (token === null) return next(refusal('unauthorized', { code: 401, reason: 'malformed token' }));
      app.tokens.authenticate(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (error: unknown) => {
          if (error instanceof AuthError) return next(refusal('unauthorized', { code: 401, reason: error.reason }));
          app.log.error({ err: error }, 'realtime: handshake authentication failed');
          next(refusal('unavailable', { code: 503, reason: 'authentication unavailable' }));
        },
      );
    });

    io.on('connection', (socket) => {
      const user = socket.data.user;
      if (!user) return;
      void socket.join([playerRoom(user.id), sessionRoom(user.sessionId)]);
      // The socket lives no longer than its access token: the client refreshes and reconnects with the new one.
      const token = handshakeToken(socket);
      const exp = token ? decodeJwt(token).exp : undefined;
      if (exp !== undefined) {
        const timer = setTimeout(
          () => {
            expiryTimers.delete(socket.id);
            socket.emit(SESSION_EXPIRED_EVENT, { reason: 'token expired' });
            socket.disconnect(true);
          },
          Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS),
        );
        timer.unref();
        expiryTimers.set(socket.id, timer);
        socket.once('disconnect', () => {
          clearTimeout(timer);
          expiryTimers.delete(socket.id);
        });
      }
    });

    const safely = (what: string, send: () => void) => {
      if (closed) return;
      try {
        send();
      } catch (error) {
        // A realtime hiccup must never fail the draw or the ledger that published.
        app.log.error({ err: error }, `realtime: ${what} failed`);
      }
    };

    const publisher: RealtimePublisher = {
      publishPublic(event: PublicEvent) {
        safely(event.type, () => io.emit(event.type, event));
      },
      publishToPlayer(event: PlayerEvent) {
        const { userId, ...payload } = event;
        safely(event.type, () => io.to(playerRoom(userId)).emit(event.type, payload));
      },
    };
    const sessions: SocketSessions = {
      disconnectSession(sessionId: string) {
        safely('disconnectSession', () => io.in(sessionRoom(sessionId)).disconnectSockets(true));
      },
      disconnectPlayer(userId: number) {
        safely('disconnectPlayer', () => io.in(playerRoom(userId)).disconnectSockets(true));
      },
    };

    app.decorate('realtime', publisher);
    app.decorate('sockets', sessions);
    // Ended logins (refresh-token reuse, password change, account closed) lose their live sockets at once.
    app.tokens.onRevoked = ({ sessionId, userId }) => {
      if (sessionId) sessions.disconnectSession(sessionId);
      if (userId !== undefined) sessions.disconnectPlayer(userId);
    };

    // Nothing is sent once the app is closing: socket-io.ts is disconnecting the sockets and closing the adapter.
    app.addHook('preClose', async () => {
      closed = true;
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'socket-io'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers draw events to everyone and player events to that player's sockets (on every process with Redis). */
    realtime: RealtimePublisher;
    /** Ends live sockets of a login or a player (logout, revocation), on every process with Redis. */
    sockets: SocketSessions;
  }
}
