/** The agent inbox kept live by its socket: the operator token, messages, receipts, typing, and catching up after a reconnect. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { envelope } from '@racing/shared/src/test/fake-api-server';
import {
  at,
  bodyOf,
  buildMessage,
  inboxScenario,
  openSession,
  page,
  renderInbox,
  settle,
  setUpInboxTests,
} from '../../../test/agent-inbox-test-env';

setUpInboxTests();

describe('live', () => {
  it('connects with the operator token', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    expect(inbox.auth()).toEqual({ operatorToken: 'op-token' });
    expect(screen.getByTestId('inbox-connection')).toHaveAttribute('data-state', 'live');
  });

  it('counts a message for a conversation not open and tells the server it was delivered', async () => {
    const { mine, routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    const message = buildMessage({ id: 80, sessionId: 5, content: 'Hello again' });
    await act(async () => inbox.serverSends('cs.message', { message, session: { ...mine, unread: 3, lastMessage: message, updateTime: at(80) } }));
    expect(screen.getByTestId('inbox-unread-5')).toHaveTextContent('3');
    expect(screen.getByTestId('inbox-session-5')).toHaveTextContent('Hello again');
    expect(inbox.emitted).toContainEqual({ event: 'cs.delivered', payload: { sessionId: 5, upToId: 80 } });
  });

  it('shows a message in the open conversation at once and marks it read, not delivered', async () => {
    const { mine, routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    await openSession(5);
    const message = buildMessage({ id: 81, sessionId: 5, content: 'Still there?' });
    await act(async () => inbox.serverSends('cs.message', { message, session: { ...mine, unread: 1, lastMessage: message } }));
    await settle();
    expect(within(screen.getByTestId('inbox-conversation')).getByText('Still there?')).toBeInTheDocument();
    expect(inbox.calls('POST', '/cs/msg/read').map(bodyOf)).toContainEqual({ sessionId: 5, upToId: 81 });
    expect(screen.queryByTestId('inbox-unread-5')).toBeNull();
    expect(inbox.emitted.filter((sent) => sent.event === 'cs.delivered')).toEqual([]);
  });

  it('shows "Player is typing…" and tells the player when the agent types', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    await openSession(5);
    await act(async () => inbox.serverSends('cs.typing', { sessionId: 5, side: 'player', typing: true }));
    expect(screen.getByTestId('inbox-typing')).toHaveTextContent('Player is typing…');
    await act(async () => inbox.serverSends('cs.typing', { sessionId: 5, side: 'player', typing: false }));
    expect(screen.getByTestId('inbox-typing')).toHaveTextContent('');

    fireEvent.change(screen.getByTestId('inbox-composer-input'), { target: { value: 'Let me check' } });
    expect(inbox.emitted).toContainEqual({ event: 'cs.typing', payload: { sessionId: 5, typing: true } });
  });

  it('after a reconnect reads the lists again and catches up the open conversation (afterId)', async () => {
    const { routes } = inboxScenario();
    const missed = buildMessage({ id: 90, sessionId: 5, content: 'Sent while you were away' });
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/msg/page': (request) =>
        envelope(
          bodyOf(request).afterId === 52
            ? page([missed])
            : page([buildMessage({ id: 51, sessionId: 5, content: 'Hello' }), buildMessage({ id: 52, sessionId: 5, content: 'Are you there?' })]),
        ),
    });
    await openSession(5);
    const listReads = inbox.calls('GET', '/cs/session/queue').length;
    await act(async () => inbox.serverSends('disconnect', 'transport close'));
    expect(screen.getByTestId('inbox-connection')).toHaveAttribute('data-state', 'reconnecting');
    await act(async () => inbox.serverSends('connect'));
    await settle();
    expect(inbox.calls('GET', '/cs/session/queue').length).toBe(listReads + 1);
    expect(inbox.calls('POST', '/cs/msg/page').map(bodyOf)).toContainEqual({ sessionId: 5, size: 50, afterId: 52 });
    expect(screen.getByText('Sent while you were away')).toBeInTheDocument();
  });
});
