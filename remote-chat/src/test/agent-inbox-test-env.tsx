/**
 * Test helpers of the agent inbox: the inbox on a fake operator API (the real operator client over an in-memory axios
 * adapter, so envelopes and refusals behave as on the wire), a fake socket the test drives as the server would, data
 * builders, and the inbox rendered with its English texts for a signed-in operator.
 */
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { createAdminClient } from '@racing/shared/src/operator/admin-client';
import { operatorStore, type OperatorPerson } from '@racing/shared/src/operator/operator-store';
import { createFakeApiServer, envelope, type Handler, type SeenRequest } from '@racing/shared/src/test/fake-api-server';
import { createInboxApi } from '../features/agent-inbox/api/inbox-api';
import type { CsMessage, CsMessagePage } from '@racing/shared/src/cs/cs-types';
import type { CsInboxItem, CsPlayerCard } from '../features/agent-inbox/api/inbox-types';
import { AgentInbox } from '../features/agent-inbox/components/agent-inbox';
import type { LoadSocketClient } from '../features/agent-inbox/inbox-socket';
import { registerInboxLocales } from '../locales/register-inbox-locales';

export const AGENT: OperatorPerson = { id: 3, username: 'amy', displayName: 'Amy', role: 'agent', permissions: ['player:player:page', 'cs:*'], mustChangePassword: false };
export const FINANCE: OperatorPerson = { id: 4, username: 'fred', displayName: 'Fred', role: 'finance', permissions: ['stats:*', 'money:*'], mustChangePassword: false };

const T0 = Date.parse('2027-06-01T08:00:00.000Z');
export const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

export function buildMessage(overrides: Partial<CsMessage> & Pick<CsMessage, 'id' | 'sessionId'>): CsMessage {
  return {
    clientId: null,
    senderType: 'player',
    senderName: 'Lucky',
    contentType: 'text',
    content: `message ${overrides.id}`,
    system: null,
    createTime: at(overrides.id),
    delivered: false,
    read: false,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<CsInboxItem> & Pick<CsInboxItem, 'id'>): CsInboxItem {
  return {
    status: 'waiting',
    player: { id: 100 + overrides.id, nickName: `Player ${overrides.id}`, nameDigits: String(100 + overrides.id).padStart(4, '0'), avatarUrl: null },
    agent: null,
    unread: 0,
    lastMessage: null,
    createTime: at(overrides.id),
    updateTime: at(overrides.id),
    playerReadId: 0,
    ...overrides,
  };
}

export const mineItem = (overrides: Partial<CsInboxItem> & Pick<CsInboxItem, 'id'>) =>
  buildItem({ status: 'active', agent: { id: AGENT.id, displayName: AGENT.displayName }, ...overrides });

export function buildCard(overrides: Partial<CsPlayerCard> = {}): CsPlayerCard {
  return {
    id: 101,
    nickName: 'Lucky',
    nameDigits: '0000',
    avatarUrl: null,
    phone: '138****0000',
    balance: 123_456,
    status: 'active',
    createTime: '2027-01-02T08:00:00.000Z',
    lastBets: [],
    openOrders: [],
    ...overrides,
  };
}

/** A page as the server answers it: newest first. */
export const page = (messages: CsMessage[], hasMore = false): CsMessagePage => ({
  list: [...messages].sort((a, b) => b.id - a.id),
  pagination: { page: 1, size: messages.length, total: messages.length },
  hasMore,
});

type Listener = (payload?: unknown) => void;

/** Just enough of a socket.io socket: `serverSends` plays a server event, `emitted` lists what the inbox sent. */
export function createFakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const on = (event: string, listener: Listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]);
  const emitted: { event: string; payload: unknown }[] = [];
  let auth: unknown;
  const socket = {
    connected: false,
    active: true,
    on,
    io: { on, removeAllListeners: () => undefined },
    connect: jest.fn(),
    disconnect: jest.fn(() => {
      socket.connected = false;
    }),
    removeAllListeners: () => listeners.clear(),
    emit: (event: string, payload: unknown) => emitted.push({ event, payload }),
  };
  const loadSocketClient: LoadSocketClient = async () => ({
    io: ((options: { auth: (send: (data: unknown) => void) => void }) => {
      options.auth((data) => (auth = data));
      return socket;
    }) as never,
  });
  return {
    socket,
    loadSocketClient,
    emitted,
    /** What the handshake sent. */
    auth: () => auth,
    /** The server side: a connection change or an event. */
    serverSends(event: string, payload?: unknown) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      listeners.get(event)?.forEach((listener) => listener(payload));
    },
  };
}

/** The operator API, faked: `routes` answer `METHOD /cs/...` (the path below /api/admin) with data or a refusal. */
export function createFakeInboxServer(routes: Record<string, Handler>) {
  const server = createFakeApiServer(routes);
  const client = createAdminClient({ session: { token: 'op-token', signedOut: () => undefined }, goToSignIn: () => undefined, adapter: server.adapter });
  return { ...server, api: createInboxApi(client) };
}

export const answer = (data: unknown) => () => envelope(data);
export const refuse = (message: string, code = 1001) => () => envelope(null, code, message);

/** i18next started in English with the inbox's texts, for tests that translate without rendering the inbox. */
export async function initInboxTexts(): Promise<void> {
  await initI18n('en');
  registerInboxLocales();
}

/**
 * What every file that renders the inbox sets up: renders that wait on the fake socket and server get more time, and
 * each test ends with no operator signed in. Call it once at the top of the file.
 */
export function setUpInboxTests(): void {
  jest.setTimeout(20_000);
  afterEach(() => operatorStore.signedOut());
}

/** Lets pending promises and the renders they cause land. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export function signInAs(person: OperatorPerson | null): void {
  operatorStore.signedOut();
  if (!person) return;
  operatorStore.setToken('op-token');
  operatorStore.setPerson(person);
}

/** The inbox for `person` (null: no operator signed in) on the fake server, with its socket connected. */
export async function renderInbox(routes: Record<string, Handler>, person: OperatorPerson | null = AGENT) {
  await initInboxTexts();
  signInAs(person);
  const server = createFakeInboxServer(routes);
  const live = createFakeSocket();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(<AgentInbox api={server.api} loadSocketClient={live.loadSocketClient} />);
  });
  await settle();
  if (person) await act(async () => live.serverSends('connect'));
  await settle();
  return { ...server, ...live, view: view! };
}

/** The request's JSON body. */
export const bodyOf = (request: SeenRequest) => request.body as Record<string, unknown>;

/** A player waiting in the queue (session 7) and one conversation of mine with two unread messages (session 5). */
export function inboxScenario() {
  const firstWords = buildMessage({ id: 70, sessionId: 7, content: 'Where is my recharge?' });
  const queued = buildItem({ id: 7, lastMessage: firstWords, player: { id: 107, nickName: 'Waiting Wu', nameDigits: '0107', avatarUrl: null } });
  const unreadWords = buildMessage({ id: 52, sessionId: 5, content: 'Are you there?' });
  const mine = mineItem({ id: 5, unread: 2, lastMessage: unreadWords, player: { id: 105, nickName: 'Lucky', nameDigits: '0105', avatarUrl: null } });
  const messages5: CsMessage[] = [
    buildMessage({ id: 50, sessionId: 5, senderType: 'system', senderName: null, contentType: 'system', content: '', system: { key: 'agentJoined', params: { agent: 'Amy' } } }),
    buildMessage({ id: 51, sessionId: 5, content: 'Hello' }),
    unreadWords,
  ];
  const routes: Record<string, Handler> = {
    'GET /cs/session/queue': answer([queued]),
    'GET /cs/session/mine': answer([mine]),
    'GET /cs/session/info': answer({ session: mine, player: buildCard() }),
    'POST /cs/msg/page': (request) => envelope(bodyOf(request).sessionId === 5 ? page(messages5) : page([firstWords])),
    'POST /cs/msg/read': answer(0),
  };
  return { queued, mine, routes };
}

/** Taps a session in the lists and lets what it loads land. */
export async function openSession(id: number): Promise<void> {
  await act(async () => fireEvent.click(screen.getByTestId(`inbox-session-${id}`)));
  await settle();
}
