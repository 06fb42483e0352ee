/** The agent inbox's lists and who may come in: take from the queue, the phone's one pane at a time, the operator gate. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  AGENT,
  FINANCE,
  answer,
  bodyOf,
  buildMessage,
  inboxScenario,
  openSession,
  refuse,
  renderInbox,
  settle,
  setUpInboxTests,
} from '../../../test/agent-inbox-test-env';

setUpInboxTests();

describe('the queue', () => {
  it('lists the waiting player with Take; taking moves the session into My sessions and opens it', async () => {
    const { queued, routes } = inboxScenario();
    const taken = { ...queued, status: 'active' as const, agent: { id: AGENT.id, displayName: 'Amy' }, updateTime: '2027-06-01T09:00:00.000Z' };
    const inbox = await renderInbox({ ...routes, 'POST /cs/session/take': answer(taken) });

    const queue = screen.getByTestId('inbox-queue');
    expect(within(queue).getByTestId('inbox-session-7')).toHaveTextContent('Waiting Wu');
    expect(within(queue).getByTestId('inbox-session-7')).toHaveTextContent('Where is my recharge?');
    expect(within(screen.getByTestId('inbox-mine')).queryByTestId('inbox-session-7')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('inbox-take-7')));
    await settle();

    expect(inbox.calls('POST', '/cs/session/take').map(bodyOf)).toEqual([{ id: 7 }]);
    expect(within(screen.getByTestId('inbox-queue')).queryByTestId('inbox-session-7')).toBeNull();
    expect(within(screen.getByTestId('inbox-mine')).getByTestId('inbox-session-7')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-conversation')).toHaveAttribute('data-session', '7');
    expect(screen.getByTestId('inbox-composer-input')).toBeInTheDocument();
  });

  it("shows the server's refusal when the agent is full, and leaves the session in the queue", async () => {
    const { routes } = inboxScenario();
    await renderInbox({ ...routes, 'POST /cs/session/take': refuse('You already have the most conversations you may hold') });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-take-7')));
    await settle();
    expect(await screen.findByText('You already have the most conversations you may hold')).toBeInTheDocument();
    expect(within(screen.getByTestId('inbox-queue')).getByTestId('inbox-session-7')).toBeInTheDocument();
  });

  it('moves a session another agent took out of the queue, from the socket', async () => {
    const { queued, routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    await act(async () => inbox.serverSends('cs.session', { session: { ...queued, status: 'active', agent: { id: 9, displayName: 'Bob' } } }));
    expect(within(screen.getByTestId('inbox-queue')).queryByTestId('inbox-session-7')).toBeNull();
    expect(within(screen.getByTestId('inbox-mine')).queryByTestId('inbox-session-7')).toBeNull();
  });
  it('names a player without a nickname as their own app does, by the four digits the server gives', async () => {
    const { queued, routes } = inboxScenario();
    await renderInbox({ ...routes, 'GET /cs/session/queue': answer([{ ...queued, player: { id: 107, nickName: '', nameDigits: '0133', avatarUrl: null } }]) });
    expect(screen.getByTestId('inbox-session-7')).toHaveTextContent('Player 0133');
  });
});

describe('on a phone', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('goes list → conversation → card and back, and counts what arrives while the list is shown as delivered, not read', async () => {
    const { mine, routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    const shell = screen.getByTestId('agent-inbox');
    expect(shell).toHaveAttribute('data-pane', 'list');
    await openSession(5);
    expect(shell).toHaveAttribute('data-pane', 'conversation');
    await act(async () => fireEvent.click(screen.getByTestId('inbox-show-card')));
    expect(shell).toHaveAttribute('data-pane', 'card');
    await act(async () => fireEvent.click(screen.getByTestId('inbox-card-back')));
    expect(shell).toHaveAttribute('data-pane', 'conversation');
    await act(async () => fireEvent.click(screen.getByTestId('inbox-back')));
    expect(shell).toHaveAttribute('data-pane', 'list');

    const reads = inbox.calls('POST', '/cs/msg/read').length;
    const message = buildMessage({ id: 82, sessionId: 5, content: 'Anyone?' });
    await act(async () => inbox.serverSends('cs.message', { message, session: { ...mine, unread: 1, lastMessage: message } }));
    await settle();
    expect(inbox.calls('POST', '/cs/msg/read')).toHaveLength(reads);
    expect(screen.getByTestId('inbox-unread-5')).toHaveTextContent('1');
    expect(inbox.emitted).toContainEqual({ event: 'cs.delivered', payload: { sessionId: 5, upToId: 82 } });
  });
});

describe('who may come in', () => {
  it('sends a signed-out visitor to the console sign-in, which returns to the inbox', async () => {
    await renderInbox({}, null);
    expect(screen.getByTestId('inbox-signed-out')).toHaveTextContent('Sign in as an agent');
    expect(screen.getByTestId('inbox-sign-in')).toHaveAttribute('href', '#/console?redirect=%2Fpages%2Fcs%2Finbox');
    expect(screen.queryByTestId('inbox-queue')).toBeNull();
  });

  it('refuses an operator whose role takes no chats, and asks nothing of the chat API', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox(routes, FINANCE);
    expect(screen.getByTestId('inbox-refused')).toHaveTextContent('This account does not take chats');
    expect(screen.getByTestId('inbox-refused')).toHaveTextContent('Fred, your role (Finance) does not answer customer-service chats.');
    expect(screen.queryByTestId('inbox-queue')).toBeNull();
    expect(inbox.seen).toEqual([]);
  });
});
