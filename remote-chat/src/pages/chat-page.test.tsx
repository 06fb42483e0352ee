/**
 * The player's chat page against the contract's calls (answered from memory) and a fake chat socket: history, ticks
 * and system lines; optimistic sends, the retry under the same client id and the server's 1003 message; text shown as
 * text; pictures that do not load; older pages on scrolling up; typing both ways; marking read; catching up after a
 * reconnect; the timed-out retry; the rating and a new conversation.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { session } from '@racing/shared/src/session/session-store';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';
import { formatDate } from '@racing/shared/src/format/format-date';
import { buildCsMessage, buildCsSession, createFakeCsPlayerApi } from '@racing/shared/src/test/fake-cs-player-api';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { CLIENT_ID_PATTERN } from '../features/player-chat/client-id';
import ChatPage from './chat-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn(), upload: jest.fn() } }));
const mockSocketIo = createFakeSocketIo();
jest.mock('socket.io-client', () => mockSocketIo.module);

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const upload = api.upload as jest.Mock;

type FakeApi = ReturnType<typeof createFakeCsPlayerApi>;

function serve(fake: FakeApi) {
  get.mockImplementation((path: string) => fake.get(path));
  post.mockImplementation((path: string, body?: Record<string, unknown>) => fake.post(path, body));
  return fake;
}

async function openChat(fake: FakeApi) {
  serve(fake);
  await initI18n('en');
  await act(async () => {
    render(<ChatPage />);
  });
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

/** The socket the page opened, once it is up. */
async function liveSocket() {
  await waitFor(() => expect(playerSocket.state).toBe('live'));
  return mockSocketIo.current;
}

const postsTo = (path: string) => post.mock.calls.filter(([called]) => called === path).map(([, body]) => body);

beforeEach(() => {
  session.setTokens({ token: 'access', expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });
  csUnread.setCount(0);
});

afterEach(() => {
  playerSocket.shutdown();
  session.clear();
});

describe('opening the chat', () => {
  it('opens the session first, then shows the newest messages: agent on the left with a name, mine on the right with ticks, system lines centred and translated', async () => {
    const messages = [
      buildCsMessage({ id: 1, senderType: 'system', senderName: null, contentType: 'system', content: '', system: { key: 'agentJoined', params: { agent: 'Lily' } } }),
      buildCsMessage({ id: 2, senderType: 'agent', content: 'Hello, how can I help?' }),
      buildCsMessage({ id: 3, senderType: 'player', senderName: 'Ann', content: 'My deposit is late', delivered: true, read: true }),
      buildCsMessage({ id: 4, senderType: 'player', senderName: 'Ann', content: 'It was 100', delivered: true }),
      buildCsMessage({ id: 5, senderType: 'player', senderName: 'Ann', content: 'Are you there?' }),
    ];
    await openChat(createFakeCsPlayerApi({ messages, session: buildCsSession({ agentReadId: 0 }) }));

    expect(post.mock.calls.map(([path]) => path).slice(0, 2)).toEqual(['/app/cs/session/create', '/app/cs/msg/page']);
    expect(screen.getByTestId('chat-status')).toHaveTextContent('Chatting with Lily');
    expect(screen.getByTestId('chat-system-line')).toHaveTextContent('Lily has joined the conversation.');

    const agent = screen.getByTestId('chat-message-agent');
    expect(agent).toHaveTextContent('Hello, how can I help?');
    expect(agent).toHaveTextContent('Lily');
    expect(agent).toHaveTextContent(formatDate(messages[1].createTime, 'HH:mm'));

    const mine = screen.getAllByTestId('chat-message-mine');
    expect(mine.map((row) => row.querySelector('.chat-bubble')?.textContent)).toEqual(['My deposit is late', 'It was 100', 'Are you there?']);
    expect(mine.map((row) => row.querySelector('[data-receipt]')?.getAttribute('data-receipt'))).toEqual(['read', 'delivered', 'sent']);
    expect(within(mine[0]).getByText('✓✓')).toBeInTheDocument();
    expect(within(mine[0]).getByText('Read')).toBeInTheDocument();
    expect(within(mine[1]).getByText('✓')).toBeInTheDocument();
    expect(within(mine[1]).getByText('Delivered')).toBeInTheDocument();
    expect(within(mine[2]).getByText('Sent')).toBeInTheDocument();
  });

  it('marks what it shows as read, and the unread count takes what the server says is left', async () => {
    csUnread.setCount(2);
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 8, senderType: 'agent' }), buildCsMessage({ id: 9, senderType: 'agent' })], unread: 2 });
    await openChat(fake);
    await waitFor(() => expect(postsTo('/app/cs/msg/read')).toEqual([{ upToId: 9 }]));
    await waitFor(() => expect(csUnread.count).toBe(0));
  });

  it('marks read what the player saw even when they leave before the read is sent', async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 3, senderType: 'agent' })], unread: 1 });
    serve(fake);
    await initI18n('en');
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(<ChatPage />);
    });
    await screen.findByTestId('chat-message-agent');
    expect(postsTo('/app/cs/msg/read')).toEqual([]);
    view!.unmount();
    await waitFor(() => expect(postsTo('/app/cs/msg/read')).toEqual([{ upToId: 3 }]));
  });

  it('says the connection timed out when the first load fails, and a tap on the screen tries again', async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, content: 'Welcome back' })] });
    serve(fake);
    post.mockRejectedValueOnce(new ApiError('Network Error'));
    await initI18n('en');
    await act(async () => {
      render(<ChatPage />);
    });
    const timedOut = await screen.findByTestId('chat-timed-out');
    expect(timedOut).toHaveTextContent('The connection timed out. Tap the screen to try again.');

    await userEvent.click(timedOut);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-timed-out')).toBeNull();
  });
});

describe('sending', () => {
  it('shows a text at once with a spinner, offers a retry when it fails, and the retry sends the same client id', async () => {
    const fake = createFakeCsPlayerApi();
    fake.state.sendFailures.push(new ApiError('Network Error'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await openChat(fake);
    post.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === '/app/cs/msg/send') await gate;
      return fake.post(path, body);
    });

    await userEvent.type(screen.getByTestId('chat-input'), 'Where is my withdrawal?{Enter}');
    const pending = screen.getByTestId('chat-message-outgoing');
    expect(pending).toHaveTextContent('Where is my withdrawal?');
    expect(within(pending).getByTestId('chat-sending')).toHaveAccessibleName('Sending');
    expect(screen.getByTestId('chat-input')).toHaveValue('');

    await act(async () => release());
    const retry = await screen.findByTestId('chat-retry');
    expect(screen.getByTestId('chat-message-outgoing')).toHaveTextContent('Not sent');

    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByTestId('chat-message-outgoing')).toBeNull());
    expect(screen.getByTestId('chat-message-mine')).toHaveTextContent('Where is my withdrawal?');
    expect(fake.state.sends).toHaveLength(2);
    expect(fake.state.sends[1].clientId).toBe(fake.state.sends[0].clientId);
    expect(fake.state.sends[0].clientId).toMatch(CLIENT_ID_PATTERN);
    expect(fake.state.messages.filter((message) => message.content === 'Where is my withdrawal?')).toHaveLength(1);
  });

  it("shows the server's message when it refuses a send as too many requests (1003)", async () => {
    const fake = createFakeCsPlayerApi();
    fake.state.sendFailures.push(new ApiError('You are sending too fast. Please wait a moment.', { code: 1003, status: 200 }));
    await openChat(fake);
    await userEvent.type(screen.getByTestId('chat-input'), 'one more{Enter}');
    expect(await screen.findByText('You are sending too fast. Please wait a moment.')).toBeInTheDocument();
    expect(await screen.findByTestId('chat-retry')).toBeInTheDocument();
  });

  it('sends nothing for blank text, and Shift+Enter breaks the line instead of sending', async () => {
    await openChat(createFakeCsPlayerApi());
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    await userEvent.type(input, 'first{Shift>}{Enter}{/Shift}second');
    expect(input).toHaveValue('   first\nsecond');
    expect(postsTo('/app/cs/msg/send')).toEqual([]);
    expect(input).toHaveAttribute('maxLength', '2000');
  });

  it('uploads a picture with its progress, then sends its address as an image', async () => {
    const fake = createFakeCsPlayerApi();
    let progress: (fraction: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    upload.mockImplementation((_path: string, _file: Blob, options: { onProgress: (fraction: number) => void }) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await openChat(fake);

    const file = new File(['png'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('chat-image-input'), file);
    expect(upload).toHaveBeenCalledWith('/app/base/comm/upload', file, expect.objectContaining({ fileName: 'receipt.png' }));
    act(() => progress(0.45));
    expect(screen.getByTestId('chat-upload-progress')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByTestId('chat-upload-progress')).toHaveTextContent('Uploading 45%');

    await act(async () => finish('/uploads/2026-05/receipt.png'));
    await waitFor(() => expect(screen.queryByTestId('chat-message-outgoing')).toBeNull());
    expect(fake.state.sends).toEqual([expect.objectContaining({ contentType: 'image', content: '/uploads/2026-05/receipt.png' })]);
    expect(within(screen.getByTestId('chat-message-mine')).getByRole('img', { name: 'Picture' })).toHaveAttribute('src', '/uploads/2026-05/receipt.png');
  });

  it('takes a picture the server refuses out of the conversation with its reason, since sending it again could not work', async () => {
    const fake = createFakeCsPlayerApi();
    upload.mockRejectedValueOnce(new ApiError('Only PNG, JPEG, GIF or WebP images are accepted', { code: 1002, status: 200 }));
    await openChat(fake);
    await userEvent.upload(screen.getByTestId('chat-image-input'), new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('Only PNG, JPEG, GIF or WebP images are accepted')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-message-outgoing')).toBeNull();
    expect(screen.queryByTestId('chat-retry')).toBeNull();
    expect(fake.state.sends).toEqual([]);

    // A lost connection is another matter: the picture stays, with its retry.
    upload.mockRejectedValueOnce(new ApiError('Network error', { code: 602001 }));
    await userEvent.upload(screen.getByTestId('chat-image-input'), new File(['png'], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByTestId('chat-retry')).toBeInTheDocument();
  });
});

describe('what messages may hold', () => {
  it('shows markup as literal text, never as markup', async () => {
    await openChat(createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, content: '<script>alert(1)</script>' })] }));
    await userEvent.type(screen.getByTestId('chat-input'), '<img src=x onerror=alert(2)>{Enter}');
    const page = screen.getByTestId('page-chat');
    expect(within(page).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(await within(page).findByText('<img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('img[src="x"]')).toBeNull();
  });

  it('says "Image Address Error" for a picture that does not load, and for an address that is no picture address', async () => {
    await openChat(
      createFakeCsPlayerApi({
        messages: [
          buildCsMessage({ id: 1, contentType: 'image', content: '/uploads/2026-05/gone.png' }),
          buildCsMessage({ id: 2, contentType: 'image', content: 'javascript:alert(1)' }),
        ],
      }),
    );
    expect(screen.getAllByTestId('chat-image-error')).toHaveLength(1);
    fireEvent.error(screen.getByRole('img', { name: 'Picture' }));
    expect(screen.getAllByTestId('chat-image-error').map((error) => error.textContent)).toEqual(['Image Address Error', 'Image Address Error']);
    expect(screen.queryByRole('button', { name: 'View the picture' })).toBeNull();
  });

  it('opens a picture full screen when tapped', async () => {
    await openChat(createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, contentType: 'image', content: '/uploads/2026-05/map.png' })] }));
    await userEvent.click(screen.getByRole('button', { name: 'View the picture' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img')).toHaveAttribute('src', '/uploads/2026-05/map.png'));
  });
});

describe('history', () => {
  it('loads the page before the oldest message when scrolled to the top, keeping the messages on screen in place', async () => {
    const messages = Array.from({ length: 45 }, (_, index) => buildCsMessage({ id: index + 1, content: `line ${index + 1}` }));
    const fake = createFakeCsPlayerApi({ messages });
    await openChat(fake);
    expect(screen.getByText('line 45')).toBeInTheDocument();
    expect(screen.getByText('line 26')).toBeInTheDocument();
    expect(screen.queryByText('line 25')).toBeNull();
    expect(screen.queryByText('No earlier messages')).toBeNull();

    // jsdom lays nothing out: each row is 50 px high.
    const scroller = screen.getByTestId('chat-scroller');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => scroller.querySelectorAll('li').length * 50 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 600 });
    const rowsBefore = scroller.querySelectorAll('li').length;
    scroller.scrollTop = 10;
    fireEvent.scroll(scroller);

    expect(await screen.findByText('line 25')).toBeInTheDocument();
    expect(fake.state.pages.at(-1)).toEqual({ size: 20, beforeId: 26, afterId: undefined });
    expect(screen.getByText('line 6')).toBeInTheDocument();
    const added = scroller.querySelectorAll('li').length - rowsBefore;
    expect(scroller.scrollTop).toBe(10 + added * 50);

    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('line 1')).toBeInTheDocument();
    expect(screen.getByText('No earlier messages')).toBeInTheDocument();
  });
});

describe('live', () => {
  it("shows the agent's new messages, typing and ticks as they come", async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, senderType: 'player', content: 'Hi' })] });
    await openChat(fake);
    const socket = await liveSocket();

    act(() => socket.serverEmit('cs.typing', { sessionId: 1, side: 'agent', typing: true }));
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Agent is typing…');
    act(() => socket.serverEmit('cs.read', { sessionId: 1, side: 'agent', upToId: 1 }));
    expect(screen.getByTestId('chat-message-mine').querySelector('[data-receipt]')).toHaveAttribute('data-receipt', 'read');

    act(() => socket.serverEmit('cs.message', { message: buildCsMessage({ id: 2, content: 'Checking now' }) }));
    expect(screen.getByText('Checking now')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    await waitFor(() => expect(postsTo('/app/cs/msg/read')).toContainEqual({ upToId: 2 }));
  });

  it("takes an agent's reply as reading the player's messages before it, as the server counts it", async () => {
    await openChat(createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 4, senderType: 'player', content: 'Hello?' })] }));
    const socket = await liveSocket();
    const receipt = () => screen.getByTestId('chat-message-mine').querySelector('[data-receipt]');
    expect(receipt()).toHaveAttribute('data-receipt', 'sent');
    act(() => socket.serverEmit('cs.message', { message: buildCsMessage({ id: 5, content: 'Yes, I am here' }) }));
    expect(receipt()).toHaveAttribute('data-receipt', 'read');
  });

  it('tells the agent while the player types, and that they stopped when the message is sent', async () => {
    await openChat(createFakeCsPlayerApi());
    const socket = await liveSocket();
    await userEvent.type(screen.getByTestId('chat-input'), 'abc');
    expect(socket.sentOf('cs.typing')).toEqual([{ sessionId: 1, typing: true }]);
    await userEvent.type(screen.getByTestId('chat-input'), '{Enter}');
    expect(socket.sentOf('cs.typing')).toEqual([
      { sessionId: 1, typing: true },
      { sessionId: 1, typing: false },
    ]);
  });

  it('catches up with afterId after a reconnect', async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, content: 'before the drop' })] });
    await openChat(fake);
    const socket = await liveSocket();

    act(() => socket.drop());
    await waitFor(() => expect(screen.getByTestId('chat-connection')).toHaveTextContent('Reconnecting…'));
    fake.state.messages.push(buildCsMessage({ id: 2, content: 'while you were away' }));
    act(() => socket.acceptConnection());

    expect(await screen.findByText('while you were away')).toBeInTheDocument();
    expect(fake.state.pages).toContainEqual({ size: 50, beforeId: undefined, afterId: 1 });
    expect(screen.queryByTestId('chat-connection')).toBeNull();
  });

  it('shows the place in the queue while waiting, and the service hours outside them', async () => {
    await openChat(createFakeCsPlayerApi({ session: buildCsSession({ status: 'waiting', agent: null, queuePosition: 3, serviceOpen: false }) }));
    const status = screen.getByTestId('chat-status');
    expect(status).toHaveTextContent('Waiting for an agent');
    expect(status).toHaveTextContent('You are number 3 in the queue');
    expect(status).toHaveTextContent('Outside service hours (09:00-21:00)');
  });
});

describe('when the conversation ends', () => {
  it('stays ended when the opening answer, sent before the close, arrives after it', async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, content: 'Anything else?' })] });
    serve(fake);
    let answer: () => void = () => {};
    post.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === '/app/cs/session/create') {
        const open = fake.state.session;
        await new Promise<void>((resolve) => (answer = resolve));
        return open;
      }
      return fake.post(path, body);
    });
    await initI18n('en');
    await act(async () => {
      render(<ChatPage />);
    });
    const socket = await liveSocket();
    const closed = buildCsSession({ status: 'closed', canRate: true });
    act(() => socket.serverEmit('cs.session', { session: closed }));
    await act(async () => answer());
    await screen.findByText('Anything else?');
    expect(screen.getByTestId('chat-status')).toHaveTextContent('This conversation has ended');
    expect(screen.getByTestId('chat-rating')).toBeInTheDocument();
  });


  it('offers a rating of 1 to 5 stars with a comment, then a new conversation', async () => {
    const fake = createFakeCsPlayerApi({ messages: [buildCsMessage({ id: 1, content: 'Anything else?' })] });
    await openChat(fake);
    const socket = await liveSocket();
    const closed = buildCsSession({ status: 'closed', closeTime: '2026-05-01T10:00:00Z', canRate: true });
    fake.state.session = closed;
    act(() => socket.serverEmit('cs.session', { session: closed }));

    expect(screen.getByTestId('chat-status')).toHaveTextContent('This conversation has ended');
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    const card = screen.getByTestId('chat-rating');
    expect(within(card).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(card).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(card).getByRole('textbox'), 'Quick and kind');
    expect(within(card).getByRole('textbox')).toHaveAttribute('maxLength', '140');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit rating' }));

    expect(postsTo('/app/cs/session/rate')).toEqual([{ sessionId: 1, score: 4, comment: 'Quick and kind' }]);
    await waitFor(() => expect(screen.getByTestId('chat-rating-done')).toHaveTextContent('You rated this conversation 4 stars'));

    await userEvent.click(screen.getByTestId('chat-new-conversation'));
    await waitFor(() => expect(screen.getByTestId('chat-status')).toHaveTextContent('Waiting for an agent'));
    expect(postsTo('/app/cs/session/create')).toHaveLength(2);
    expect(screen.getByTestId('chat-composer')).toBeInTheDocument();
  });
});
