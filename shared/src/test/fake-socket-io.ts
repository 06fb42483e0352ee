/**
 * Test helper: socket.io-client's `io` replaced by one fake socket a test drives. It connects when the test says so
 * (or at once with `autoConnect`), records what the app emits, and delivers server events to the app's listeners.
 * Use with `jest.mock('socket.io-client', () => fakeSocketIo.module)`.
 */
type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export class FakeSocket extends FakeEmitter {
  connected = false;
  active = true;
  readonly io = new FakeEmitter();
  /** What the app sent, in order: [event, payload]. */
  readonly sent: [string, unknown][] = [];
  /** The auth each handshake carried. */
  readonly handshakes: unknown[] = [];
  connectCalls = 0;

  constructor(
    private readonly auth: ((send: (data: object) => void) => void) | undefined,
    private readonly autoConnect: boolean,
  ) {
    super();
    if (autoConnect) queueMicrotask(() => this.acceptConnection());
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push([event, payload]);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    if (this.autoConnect && !this.connected) queueMicrotask(() => this.acceptConnection());
    return this;
  }

  disconnect(): this {
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    this.active = false;
    return this;
  }

  /** The server accepts the handshake. */
  acceptConnection(): void {
    this.auth?.((data) => this.handshakes.push(data));
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The network drops the connection. */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server sends an event. */
  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  sentOf(event: string): unknown[] {
    return this.sent.filter(([name]) => name === event).map(([, payload]) => payload);
  }
}

export function createFakeSocketIo({ autoConnect = true } = {}) {
  const sockets: FakeSocket[] = [];
  const io = (options: { auth?: (send: (data: object) => void) => void } = {}): FakeSocket => {
    const socket = new FakeSocket(options.auth, autoConnect);
    sockets.push(socket);
    return socket;
  };
  return {
    /** Stands in for the socket.io-client module (only what the app uses is there). */
    module: { io, default: io } as unknown as typeof import('socket.io-client'),
    sockets,
    /** The socket the app opened last. */
    get current(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('the app has not opened a socket');
      return socket;
    },
  };
}
