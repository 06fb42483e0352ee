// Customer-service chat on the app: app.cs (the service), its notifier over socket.io rooms (every process, through
// the Redis adapter when configured), agents' sockets (operator token in the handshake), their presence, and the
// client events both sides send: typing and delivered.
import fp from 'fastify-plugin';
import { type Socket } from 'socket.io';
import { CustomerService, PRESENCE_TTL_MS, type CsNotifier } from '../../cs/customer-service';
import { hasPermission } from '../../operators/roles';
import { playerRoom, refusal, SESSION_EXPIRED_EVENT, type SocketData } from '../../realtime/player-sockets';
import { type OperatorRole } from '../../db/schema';

export const operatorRoom = (operatorId: number) => `operator:${operatorId}`;
export const AGENTS_ROOM = 'cs:agents';
/** The permission an agent socket needs: the one that lists an agent's own sessions. */
const AGENT_PERMISSION = 'cs:session:mine';
/** Presence is renewed well within its lifetime; a socket whose operator session ended is dropped at the same beat. */
const RENEW_EVERY_MS = Math.floor(PRESENCE_TTL_MS / 3);
/** Typing events a socket may relay: at most one per this many ms (the rest are dropped). */
const TYPING_EVERY_MS = 400;

const positiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export default fp(
  async function customerService(app) {
    const io = app.io;
    let closing = false;
    const notifier: CsNotifier = {
      toPlayer: (userId, event, payload) => emit(() => io.to(playerRoom(userId)).emit(event, payload)),
      toAgent: (operatorId, event, payload) => emit(() => io.to(operatorRoom(operatorId)).emit(event, payload)),
      toAgents: (event, payload) => emit(() => io.to(AGENTS_ROOM).emit(event, payload)),
    };
    function emit(send: () => void) {
      if (closing) return;
      try {
        send();
      } catch (error) {
        app.log.error({ err: error }, 'customer service: emit failed');
      }
    }
    const service = new CustomerService({ db: app.db, dialect: app.dialect, config: app.config, files: app.files, notifier: () => notifier, notifications: () => app.notifications });
    app.decorate('cs', service);

    // Agents open their socket with `auth: { operatorToken }`; a player's token is handled by realtime (player-sockets.ts).
    io.use((socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown> | undefined;
      const token = auth?.operatorToken;
      if (token === undefined || token === null) return next();
      if (typeof token !== 'string' || token === '') return next(refusal('unauthorized', { code: 401, reason: 'malformed operator token' }));
      app.operators.authenticate(token).then(
        (operator) => {
          if (!operator || operator.stage !== 'full') return next(refusal('unauthorized', { code: 401, reason: 'operator session ended' }));
          if (!hasPermission(operator.role, AGENT_PERMISSION)) return next(refusal('unauthorized', { code: 401, reason: 'not an agent' }));
          socket.data.operator = { id: operator.id, role: operator.role, displayName: operator.displayName, token };
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'customer service: agent handshake failed');
          next(refusal('unavailable', { code: 503, reason: 'authentication unavailable' }));
        },
      );
    });

    const safely = (what: string, work: () => Promise<unknown>) => {
      work().catch((error: unknown) => {
        if (!closing) app.log.warn({ err: error }, `customer service: ${what} failed`);
      });
    };

    io.on('connection', (socket: Socket<never, never, never, SocketData>) => {
      const operator = socket.data.operator;
      const user = socket.data.user;
      if (!operator && !user) return;
      const side = operator ? 'agent' : 'player';
      const who = operator ? operator.id : user!.id;
      let lastTyping = 0;

      (socket as unknown as Socket).on('cs.typing', (payload: unknown) => {
        const { sessionId, typing } = (payload ?? {}) as { sessionId?: unknown; typing?: unknown };
        if (!positiveInt(sessionId) || typeof typing !== 'boolean') return;
        const now = Date.now();
        if (typing && now - lastTyping < TYPING_EVERY_MS) return;
        lastTyping = now;
        safely('typing', () => service.relayTyping(side, who, sessionId, typing));
      });
      (socket as unknown as Socket).on('cs.delivered', (payload: unknown) => {
        const { sessionId, upToId } = (payload ?? {}) as { sessionId?: unknown; upToId?: unknown };
        if (!positiveInt(sessionId) || !positiveInt(upToId)) return;
        safely('delivered', () => service.markDelivered(side, who, sessionId, upToId));
      });

      if (!operator) return;
      void socket.join([operatorRoom(operator.id), AGENTS_ROOM]);
      // Online now: the queue may have someone waiting for exactly this agent.
      safely('presence', async () => {
        await service.renewPresence([operator.id]);
        await service.assignWaiting();
      });
      socket.on('disconnect', () => {
        // Deferred a turn: when the app is closing, socket-io.ts disconnects every socket before this plugin's preClose
        // has run, and the Redis adapter is about to close; presence then simply lapses.
        setImmediate(() => {
          if (closing) return;
          // Offline only when no socket of theirs is left on any process.
          safely('presence', async () => {
            const left = await io.in(operatorRoom(operator.id)).fetchSockets();
            if (left.length === 0) await service.wentOffline(operator.id);
          });
        });
      });
    });

    // The beat: each process renews the presence of the agents connected to it, drops sockets whose operator session
    // ended, and moves the queue (an agent whose presence lapsed elsewhere leaves room for no one, one who came back does).
    const beat = setInterval(() => {
      safely('presence beat', async () => {
        // One check per operator session, however many sockets (tabs) it has open here.
        const verdicts = new Map<string, Promise<boolean>>();
        const agents = new Set<number>();
        for (const socket of io.of('/').sockets.values()) {
          const operator = (socket.data as SocketData).operator;
          if (!operator) continue;
          if (!verdicts.has(operator.token)) {
            verdicts.set(operator.token, app.operators.authenticate(operator.token).then((alive) => alive !== null && hasPermission(alive.role as OperatorRole, AGENT_PERMISSION)));
          }
          if (!(await verdicts.get(operator.token))) {
            socket.emit(SESSION_EXPIRED_EVENT, { reason: 'operator session ended' });
            socket.disconnect(true);
            continue;
          }
          agents.add(operator.id);
        }
        if (agents.size === 0) return;
        await service.renewPresence([...agents]);
        await service.assignWaiting();
      });
    }, RENEW_EVERY_MS);
    beat.unref();

    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(beat);
    });
  },
  { name: 'customer-service', dependencies: ['realtime', 'operators', 'socket-io', 'database', 'notifications', 'file-storage'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer-service chat: sessions, messages, assignment, presence. */
    cs: CustomerService;
  }
}
