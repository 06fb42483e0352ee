/** A conversation in the agent inbox: reading, the player card, replying (text, images, canned replies), closing and transferring. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '@racing/shared/src/test/fake-api-server';
import {
  AGENT,
  answer,
  bodyOf,
  buildCard,
  buildMessage,
  inboxScenario,
  openSession,
  page,
  renderInbox,
  settle,
  setUpInboxTests,
} from '../../../test/agent-inbox-test-env';

setUpInboxTests();

describe('a conversation', () => {
  it('loads its messages when opened and marks them read: the unread badge goes', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    expect(screen.getByTestId('inbox-unread-5')).toHaveTextContent('2');

    await openSession(5);

    expect(inbox.calls('POST', '/cs/msg/page').map(bodyOf)).toContainEqual({ sessionId: 5, size: 30 });
    const conversation = screen.getByTestId('inbox-conversation');
    expect(within(conversation).getByText('Hello')).toBeInTheDocument();
    expect(within(conversation).getByText('Are you there?')).toBeInTheDocument();
    // The system line, translated with its params.
    expect(within(conversation).getByTestId('inbox-message-50')).toHaveTextContent('Amy joined the conversation');
    await waitFor(() => expect(inbox.calls('POST', '/cs/msg/read').map(bodyOf)).toEqual([{ sessionId: 5, upToId: 52 }]));
    await waitFor(() => expect(screen.queryByTestId('inbox-unread-5')).toBeNull());
  });

  it('shows the player card: nickname, masked phone, balance as money, last bets and open orders', async () => {
    const { mine, routes } = inboxScenario();
    const card = buildCard({
      lastBets: [{ id: 1, issue: '20270601001', rankId: 0, playType: 3, code: 'big', odds: 1980, amount: 1000, status: 'won', payout: 1980, createTime: '2027-06-01T07:00:00.000Z' }],
      openOrders: [{ orderNo: 'W2027060100001', kind: 'withdraw', amount: 50_000, status: 'requested', createTime: '2027-06-01T07:30:00.000Z' }],
    });
    const inbox = await renderInbox({ ...routes, 'GET /cs/session/info': answer({ session: mine, player: card }) });
    await openSession(5);
    expect(inbox.calls('GET', '/cs/session/info')[0].params).toEqual({ id: 5 });
    const shown = screen.getByTestId('inbox-player-card');
    expect(within(shown).getByTestId('inbox-card-name')).toHaveTextContent('Lucky');
    expect(within(shown).getByTestId('inbox-card-phone')).toHaveTextContent('138****0000');
    expect(within(shown).getByTestId('inbox-card-balance')).toHaveTextContent('1,234.56');
    expect(within(shown).getByTestId('inbox-card-bets')).toHaveTextContent('20270601001 · Sum · Big @ 1.98');
    expect(within(shown).getByTestId('inbox-card-bets')).toHaveTextContent('Won +19.80');
    expect(within(shown).getByTestId('inbox-card-orders')).toHaveTextContent('Withdrawal');
    expect(within(shown).getByTestId('inbox-card-orders')).toHaveTextContent('500.00');
    expect(within(shown).getByTestId('inbox-card-orders')).toHaveTextContent('Awaiting review');
  });

  it('sends what the agent typed on Enter and shows it as a bubble with its receipt', async () => {
    const { routes } = inboxScenario();
    const sent: Record<string, unknown>[] = [];
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/msg/send': (request) => {
        sent.push(bodyOf(request));
        return envelope(buildMessage({ id: 60, sessionId: 5, senderType: 'agent', senderName: 'Amy', content: String(bodyOf(request).content), clientId: String(bodyOf(request).clientId) }));
      },
    });
    await openSession(5);
    const input = screen.getByTestId('inbox-composer-input');
    fireEvent.change(input, { target: { value: '  Your recharge arrived.  ' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await settle();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ sessionId: 5, contentType: 'text', content: 'Your recharge arrived.' });
    expect(sent[0].clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(within(screen.getByTestId('inbox-message-60')).getByText('Your recharge arrived.')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-receipt-60')).toHaveAttribute('data-receipt', 'sent');
    expect(input).toHaveValue('');
    // Its own socket echo is the same message, not a second bubble.
    await act(async () => inbox.serverSends('cs.message', { message: buildMessage({ id: 60, sessionId: 5, senderType: 'agent', content: 'Your recharge arrived.', clientId: String(sent[0].clientId) }), session: inboxScenario().mine }));
    expect(screen.getAllByText('Your recharge arrived.')).toHaveLength(1);
    // The player reads it: two blue ticks.
    await act(async () => inbox.serverSends('cs.read', { sessionId: 5, side: 'player', upToId: 60 }));
    expect(screen.getByTestId('inbox-receipt-60')).toHaveAttribute('data-receipt', 'read');
  });

  it('sends with the Send button, keeps Shift+Enter for a new line, and refuses more than 2000 characters', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox({ ...routes, 'POST /cs/msg/send': (request) => envelope(buildMessage({ id: 61, sessionId: 5, senderType: 'agent', content: String(bodyOf(request).content) })) });
    await openSession(5);
    const input = screen.getByTestId('inbox-composer-input');
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByTestId('inbox-send')).toBeDisabled();
    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(inbox.calls('POST', '/cs/msg/send')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByTestId('inbox-send')));
    await settle();
    expect(inbox.calls('POST', '/cs/msg/send').map(bodyOf)[0]).toMatchObject({ content: 'line one' });
  });

  it('keeps a failed send with its reason, and a retry sends the same client id again', async () => {
    const { routes } = inboxScenario();
    let attempts = 0;
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/msg/send': (request) => {
        attempts += 1;
        return attempts === 1 ? { status: 200, body: { code: 1003, message: 'Too many messages', data: null } } : envelope(buildMessage({ id: 62, sessionId: 5, senderType: 'agent', content: 'Again', clientId: String(bodyOf(request).clientId) }));
      },
    });
    await openSession(5);
    fireEvent.change(screen.getByTestId('inbox-composer-input'), { target: { value: 'Again' } });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-send')));
    await settle();
    expect(screen.getByText(/Too many messages/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('inbox-retry')));
    await settle();
    const [first, second] = inbox.calls('POST', '/cs/msg/send').map(bodyOf);
    expect(second.clientId).toBe(first.clientId);
    expect(screen.getByTestId('inbox-message-62')).toHaveTextContent('Again');
    expect(screen.queryByText(/Too many messages/)).toBeNull();
  });

  it('renders markup a player typed as the literal text', async () => {
    const { routes } = inboxScenario();
    const attack = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    await renderInbox({
      ...routes,
      'POST /cs/msg/page': answer(page([buildMessage({ id: 53, sessionId: 5, content: attack })])),
    });
    await openSession(5);
    const bubble = screen.getByTestId('inbox-message-53');
    expect(bubble.querySelector('.inbox-bubble__text')?.textContent).toBe(attack);
    expect(bubble.querySelector('script')).toBeNull();
    expect(bubble.querySelector('img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows an image the player sent, opened full screen on tap; an unsafe address is not loaded', async () => {
    const { routes } = inboxScenario();
    await renderInbox({
      ...routes,
      'POST /cs/msg/page': answer(
        page([
          buildMessage({ id: 54, sessionId: 5, contentType: 'image', content: '/uploads/2027/06/receipt.png' }),
          buildMessage({ id: 55, sessionId: 5, contentType: 'image', content: 'javascript:alert(1)' }),
        ]),
      ),
    });
    await openSession(5);
    const image = within(screen.getByTestId('inbox-message-54')).getByRole('img');
    expect(image).toHaveAttribute('src', '/uploads/2027/06/receipt.png');
    await act(async () => fireEvent.click(within(screen.getByTestId('inbox-message-54')).getByRole('button', { name: 'Open the image' })));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    expect(within(screen.getByTestId('inbox-message-55')).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('inbox-message-55')).toHaveTextContent('Image unavailable');
  });

  it('reads older messages before the oldest shown (beforeId)', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/msg/page': (request) =>
        envelope(
          bodyOf(request).beforeId === 40
            ? page([buildMessage({ id: 30, sessionId: 5, content: 'Much earlier' })], false)
            : page([buildMessage({ id: 40, sessionId: 5, content: 'Later' })], true),
        ),
    });
    await openSession(5);
    expect(screen.queryByText('Much earlier')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('inbox-older')));
    await settle();
    expect(inbox.calls('POST', '/cs/msg/page').map(bodyOf)).toContainEqual({ sessionId: 5, size: 30, beforeId: 40 });
    expect(screen.getByText('Much earlier')).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-older')).toBeNull();
    expect(screen.getByText('Start of the conversation')).toBeInTheDocument();
  });

  it('closes the conversation after asking, and then offers no reply box', async () => {
    const { mine, routes } = inboxScenario();
    const inbox = await renderInbox({ ...routes, 'POST /cs/session/close': answer({ ...mine, status: 'closed', unread: 0 }) });
    await openSession(5);
    await act(async () => fireEvent.click(screen.getByTestId('inbox-close')));
    await act(async () => fireEvent.click(await screen.findByTestId('inbox-close-confirm')));
    await settle();
    expect(inbox.calls('POST', '/cs/session/close').map(bodyOf)).toEqual([{ id: 5 }]);
    expect(within(screen.getByTestId('inbox-mine')).queryByTestId('inbox-session-5')).toBeNull();
    expect(screen.getByTestId('inbox-readonly')).toHaveTextContent('This conversation is closed.');
    expect(screen.queryByTestId('inbox-composer-input')).toBeNull();
  });

  it('transfers to an online agent with room, never to an offline or full one', async () => {
    const { mine, routes } = inboxScenario();
    const inbox = await renderInbox({
      ...routes,
      'GET /cs/session/agents': answer([
        { id: AGENT.id, displayName: 'Amy', online: true, openSessions: 1, cap: 5 },
        { id: 8, displayName: 'Bob', online: true, openSessions: 2, cap: 5 },
        { id: 9, displayName: 'Cat', online: false, openSessions: 0, cap: 5 },
        { id: 10, displayName: 'Dan', online: true, openSessions: 5, cap: 5 },
      ]),
      'POST /cs/session/transfer': answer({ ...mine, agent: { id: 8, displayName: 'Bob' } }),
    });
    await openSession(5);
    await act(async () => fireEvent.click(screen.getByTestId('inbox-transfer')));
    await settle();
    expect(screen.queryByTestId(`inbox-transfer-to-${AGENT.id}`)).toBeNull();
    expect(screen.getByTestId('inbox-transfer-to-9')).toBeDisabled();
    expect(screen.getByTestId('inbox-transfer-to-10')).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('inbox-transfer-to-8')));
    await settle();
    expect(inbox.calls('POST', '/cs/session/transfer').map(bodyOf)).toEqual([{ id: 5, toOperatorId: 8 }]);
    expect(within(screen.getByTestId('inbox-mine')).queryByTestId('inbox-session-5')).toBeNull();
    expect(screen.getByTestId('inbox-readonly')).toHaveTextContent('Bob is handling this conversation.');
  });
});

describe('images', () => {
  it('uploads a chosen image with its progress, then sends its address', async () => {
    const { routes } = inboxScenario();
    let finishUpload: (() => void) | undefined;
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/upload/image': () => new Promise((resolve) => (finishUpload = () => resolve(envelope('/uploads/cs/2027/06/shot.png')))),
      'POST /cs/msg/send': (request) => envelope(buildMessage({ id: 63, sessionId: 5, senderType: 'agent', contentType: 'image', content: String(bodyOf(request).content) })),
    });
    await openSession(5);
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    await act(async () => fireEvent.change(screen.getByTestId('inbox-image-input'), { target: { files: [file] } }));
    await settle();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(inbox.calls('POST', '/cs/msg/send')).toHaveLength(0);
    await act(async () => finishUpload?.());
    await settle();
    expect(inbox.calls('POST', '/cs/msg/send').map(bodyOf)[0]).toMatchObject({ sessionId: 5, contentType: 'image', content: '/uploads/cs/2027/06/shot.png' });
    expect(within(screen.getByTestId('inbox-message-63')).getByRole('img')).toHaveAttribute('src', '/uploads/cs/2027/06/shot.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox(routes);
    await openSession(5);
    await act(async () => fireEvent.change(screen.getByTestId('inbox-image-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } }));
    expect(await screen.findByText('Choose an image file.')).toBeInTheDocument();
    expect(inbox.calls('POST', '/cs/upload/image')).toHaveLength(0);
  });
});

describe('canned replies', () => {
  const REPLIES = [
    { id: 1, title: 'Greeting', content: 'Hello, how can I help?', updateTime: '2027-06-01T08:00:00.000Z' },
    { id: 2, title: 'Recharge delay', content: 'Recharges can take up to 5 minutes.', updateTime: '2027-06-01T08:00:00.000Z' },
  ];

  it('inserts the picked reply into the reply box, found by searching', async () => {
    const { routes } = inboxScenario();
    await renderInbox({ ...routes, 'POST /cs/canned/list': answer(REPLIES) });
    await openSession(5);
    fireEvent.change(screen.getByTestId('inbox-composer-input'), { target: { value: 'Hi! ' } });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned')));
    await settle();
    fireEvent.change(within(document.body).getByPlaceholderText('Search titles and texts'), { target: { value: 'minutes' } });
    expect(screen.queryByTestId('inbox-canned-pick-1')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-pick-2')));
    expect(screen.getByTestId('inbox-composer-input')).toHaveValue('Hi! Recharges can take up to 5 minutes.');
  });

  it('adds, edits and deletes replies through the server', async () => {
    const { routes } = inboxScenario();
    const inbox = await renderInbox({
      ...routes,
      'POST /cs/canned/list': answer(REPLIES),
      'POST /cs/canned/add': (request) => envelope({ id: 3, ...bodyOf(request), updateTime: '2027-06-01T09:00:00.000Z' }),
      'POST /cs/canned/update': (request) => envelope({ ...bodyOf(request), updateTime: '2027-06-01T09:00:00.000Z' }),
      'POST /cs/canned/delete': answer(null),
    });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-open-manager')));
    await settle();
    await waitFor(() => expect(screen.getByTestId('inbox-canned-item-1')).toHaveTextContent('Greeting'));

    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-add')));
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-save')));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('inbox-canned-title'), { target: { value: 'Goodbye' } });
    fireEvent.change(screen.getByTestId('inbox-canned-content'), { target: { value: 'Thanks for playing!' } });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-save')));
    await settle();
    expect(inbox.calls('POST', '/cs/canned/add').map(bodyOf)).toEqual([{ title: 'Goodbye', content: 'Thanks for playing!' }]);
    expect(screen.getByTestId('inbox-canned-item-3')).toHaveTextContent('Thanks for playing!');

    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-edit-1')));
    fireEvent.change(screen.getByTestId('inbox-canned-title'), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-save')));
    await settle();
    expect(inbox.calls('POST', '/cs/canned/update').map(bodyOf)).toEqual([{ id: 1, title: 'Hello', content: 'Hello, how can I help?' }]);
    expect(screen.getByTestId('inbox-canned-item-1')).toHaveTextContent('Hello');

    await act(async () => fireEvent.click(screen.getByTestId('inbox-canned-delete-2')));
    await act(async () => fireEvent.click(await screen.findByTestId('inbox-canned-delete-confirm')));
    await settle();
    expect(inbox.calls('POST', '/cs/canned/delete').map(bodyOf)).toEqual([{ ids: [2] }]);
    expect(screen.queryByTestId('inbox-canned-item-2')).toBeNull();
  });
});
