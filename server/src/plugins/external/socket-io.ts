// socket.io on the API's own HTTP server at /socket.io, with the Redis adapter when REDIS_URL is set, closed before the HTTP server.
import fp from 'fastify-plugin';
import { Server, type DefaultEventsMap } from 'socket.io';
import { openRedisFanout, type RedisFanout } from '../../realtime/redis-fanout';
import { type SocketData } from '../../realtime/player-sockets';

export const SOCKET_PATH = '/socket.io';

/** The socket.io server as this app types it: free-form events, `socket.data.user` on authenticated sockets. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface SocketIoOptions {
  /** SPEC §9: 60 s network timeouts. A silent peer is dropped within pingInterval + pingTimeout = 60 s. */
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /** How long a connection may take to complete the socket.io handshake (auth included). */
  connectTimeoutMs?: number;
  /** Largest message a client may send (no client-to-server events yet; chat will need some). */
  maxMessageBytes?: number;
  /** Scale-out: a broadcast on one process reaches the sockets of every process sharing this Redis. */
  redisUrl?: string;
}

export default fp(
  async function socketIo(app, opts: SocketIoOptions) {
    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      pingInterval: opts.pingIntervalMs ?? 25_000,
      pingTimeout: opts.pingTimeoutMs ?? 35_000,
      connectTimeout: opts.connectTimeoutMs ?? 60_000,
      maxHttpBufferSize: opts.maxMessageBytes ?? 64 * 1024,
    });

    let fanout: RedisFanout | undefined;
    if (opts.redisUrl) {
      fanout = await openRedisFanout({ url: opts.redisUrl, log: app.log });
      io.adapter(fanout.adapter);
    }

    app.decorate('io', io);

    // Before the HTTP server closes: end this process's sockets (only these, not other processes' through Redis),
    // so no upgraded connection keeps server.close() waiting.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      await fanout?.close();
    });
  },
  { name: 'socket-io' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server, for features that handle client events (chat); `socket.data.user` is the player. */
    io: RealtimeServer;
  }
}
