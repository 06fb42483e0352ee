/**
 * Test helper: the player's customer-service calls (CONTRACT.md) answered from memory, for tests that mock the app's
 * api client (`get`/`post`/`upload` jest functions). Pages of messages behave as the contract says (newest first,
 * beforeId, afterId, hasMore); a send with a known clientId answers the stored message; sends can be made to fail.
 */
import { ApiError } from '@racing/shared/src/api/api-error';
import type { CsMessage, CsSessionView } from '@racing/shared/src/cs/cs-types';

const BASE_TIME = Date.parse('2026-05-01T09:00:00Z');

export function buildCsMessage(overrides: Partial<CsMessage> & Pick<CsMessage, 'id'>): CsMessage {
  return {
    sessionId: 1,
    clientId: null,
    senderType: 'agent',
    senderName: 'Lily',
    contentType: 'text',
    content: `message ${overrides.id}`,
    system: null,
    createTime: new Date(BASE_TIME + overrides.id * 60_000).toISOString(),
    delivered: false,
    read: false,
    ...overrides,
  };
}

export function buildCsSession(overrides: Partial<CsSessionView> = {}): CsSessionView {
  return {
    id: 1,
    status: 'active',
    agent: { id: 7, displayName: 'Lily' },
    queuePosition: null,
    serviceOpen: true,
    serviceHours: '09:00-21:00',
    createTime: new Date(BASE_TIME).toISOString(),
    closeTime: null,
    rating: null,
    canRate: false,
    agentReadId: 0,
    ...overrides,
  };
}

interface PageQuery {
  size?: number;
  beforeId?: number;
  afterId?: number;
}

export function createFakeCsPlayerApi({ messages = [] as CsMessage[], session = buildCsSession(), unread = 0 } = {}) {
  const state = {
    /** Oldest first. */
    messages: [...messages].sort((a, b) => a.id - b.id),
    session,
    unread,
    /** The next sends fail with these errors, one each. */
    sendFailures: [] as Error[],
    /** Every send's body, retries included. */
    sends: [] as { clientId: string; contentType: string; content: string }[],
    pages: [] as PageQuery[],
  };
  const nextId = () => state.messages.reduce((max, message) => Math.max(max, message.id), 0) + 1;

  function page({ size = 20, beforeId, afterId }: PageQuery) {
    state.pages.push({ size, beforeId, afterId });
    let list: CsMessage[];
    let hasMore: boolean;
    if (afterId !== undefined) {
      const newer = state.messages.filter((message) => message.id > afterId);
      list = newer.slice(0, size);
      hasMore = newer.length > size;
    } else {
      const older = beforeId === undefined ? state.messages : state.messages.filter((message) => message.id < beforeId);
      list = older.slice(-size);
      hasMore = older.length > size;
    }
    return { list: [...list].reverse(), pagination: { page: 1, size, total: state.messages.length }, hasMore };
  }

  function send(body: { clientId: string; contentType: 'text' | 'image'; content: string }): CsMessage {
    state.sends.push(body);
    const failure = state.sendFailures.shift();
    if (failure) throw failure;
    const known = state.messages.find((message) => message.clientId === body.clientId);
    if (known) return known;
    const message = buildCsMessage({ id: nextId(), sessionId: state.session.id, clientId: body.clientId, senderType: 'player', senderName: 'Ann', contentType: body.contentType, content: body.content });
    state.messages.push(message);
    return message;
  }

  async function get(path: string): Promise<unknown> {
    if (path === '/app/cs/session/detail') return state.session;
    if (path === '/app/cs/msg/unreadCount') return state.unread;
    throw new ApiError(`[404] ${path}`, { status: 404 });
  }

  async function post(path: string, body: Record<string, unknown> = {}): Promise<unknown> {
    switch (path) {
      case '/app/cs/session/create':
        if (state.session.status === 'closed') state.session = buildCsSession({ id: state.session.id + 1, status: 'waiting', agent: null, queuePosition: 1 });
        return state.session;
      case '/app/cs/msg/page':
        return page(body as PageQuery);
      case '/app/cs/msg/send':
        return send(body as Parameters<typeof send>[0]);
      case '/app/cs/msg/read':
        state.unread = 0;
        return 0;
      case '/app/cs/session/rate':
        state.session = { ...state.session, rating: { score: body.score as number, comment: (body.comment as string | undefined) ?? null }, canRate: false };
        return state.session;
      default:
        throw new ApiError(`[404] ${path}`, { status: 404 });
    }
  }

  return { state, get, post, page };
}
