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
  /** Processes share broadcasts only within one namespace: the database schema they work in, when one is set. */
  namespace?: string;
}

/** How long the catch-up after a Redis outage takes to ask every local socket to reconnect (spread, not a stampede). */
const RESYNC_SPREAD_MS = 3000;
const RESYNC_BATCHES = 10;

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
    let closing = false;
    let resync: NodeJS.Timeout | undefined;
    /**
     * Redis came back after an outage: what other processes broadcast meanwhile (a draw, a settlement) never reached our
     * sockets. Clients catch up on every (re)connect by re-reading what they show, so close this process's connections,
     * a tenth at a time over a few seconds; each client reconnects (through the proxy, to any process) and re-reads.
     */
    const catchUp = () => {
      if (closing || resync) return;
      const sockets = [...io.of('/').sockets.values()];
      if (sockets.length === 0) return;
      app.log.warn({ sockets: sockets.length }, 'realtime: redis is back, asking this process’s sockets to reconnect and catch up');
      const batch = Math.ceil(sockets.length / RESYNC_BATCHES);
      let next = 0;
      const step = () => {
        // Closing the connection itself (not a socket.io "disconnect", after which a client stays away): clients reconnect on their own.
        for (const socket of sockets.slice(next, next + batch)) if (socket.connected) socket.conn.close();
        next += batch;
        resync = next < sockets.length && !closing ? setTimeout(step, RESYNC_SPREAD_MS / RESYNC_BATCHES) : undefined;
      };
      step();
    };
    if (opts.redisUrl) {
      const keyPrefix = opts.namespace ? `racing:socket.io:${opts.namespace}` : 'racing:socket.io';
      fanout = await openRedisFanout({ url: opts.redisUrl, log: app.log, keyPrefix, onResubscribed: catchUp });
      io.adapter(fanout.adapter);
    }

    app.decorate('io', io);
    app.decorate('realtimeRedis', (): 'ok' | 'down' | 'off' => fanout?.status() ?? 'off');

    // Before the HTTP server closes: end this process's sockets (only these, not other processes' through Redis),
    // so no upgraded connection keeps server.close() waiting.
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(resync);
      // The connection itself, not a socket.io "disconnect" (after which a client stays away): clients reconnect at once,
      // through the proxy, to a process that is still up.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
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
    /** The Redis behind the socket.io adapter: 'off' when this process runs alone. */
    realtimeRedis: () => 'ok' | 'down' | 'off';
  }
}
