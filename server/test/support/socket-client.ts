// socket.io clients for tests that run the app on a real port: listen, connect (closed after each test), wait for an event.
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { type AddressInfo } from 'node:net';
import { type TestApp } from './test-app';

const open: ClientSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

/** Puts the app on a free local port and answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A websocket-only client with `auth` in its handshake, no reconnection; disconnected after the test. */
export function socketOf(url: string, auth: Record<string, string>): ClientSocket {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth });
  open.push(socket);
  return socket;
}

export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The next `event` whose payload passes `where`, or a rejection after `timeoutMs`. */
export function nextEvent<T>(socket: ClientSocket, event: string, where: (payload: T) => boolean = () => true, timeoutMs = 4000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!where(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
