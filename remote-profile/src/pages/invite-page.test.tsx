/** Invite friends: the code and its link, sharing through the system sheet or by copying, and the friends who joined. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toast from 'antd-mobile/es/components/toast';
import { api } from '@racing/shared/src/api/app-api-client';
import { HashRouter } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import InvitePage from './invite-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const LINK = `${window.location.origin}/#/pages/user/register?invite=ABCD2345`;
const share = jest.fn();
const writeText = jest.fn();

beforeAll(() => initI18n('en'));
beforeEach(() => {
  get.mockResolvedValue({ code: 'ABCD2345', registerPath: '#/pages/user/register?invite=ABCD2345', invitedCount: 2 });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
  writeText.mockResolvedValue(undefined);
});
afterEach(() => {
  Toast.clear();
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

const friends = (list: { id: number; nickname: string; avatar: string | null; registeredAt: string }[], cursor: string | null = null) => ({
  list,
  pagination: { page: 1, size: 20, total: list.length, cursor },
});

async function show() {
  await act(async () => {
    render(
      <HashRouter>
        <InvitePage />
      </HashRouter>,
    );
  });
}

/** Opens the share sheet and picks a target once the sheet has slid in (antd-mobile lets taps through only then). */
async function shareTo(target: string) {
  await userEvent.click(screen.getByTestId('invite-share'));
  const option = await screen.findByText(target);
  await waitFor(() => expect(option.closest('[style*="pointer-events: none"]')).toBeNull());
  await userEvent.click(option);
}

it('shows my code, the link that registers with it and how many friends joined', async () => {
  post.mockResolvedValue(friends([]));
  await show();
  expect(screen.getByTestId('invite-code')).toHaveTextContent('ABCD2345');
  expect(screen.getByTestId('invite-link')).toHaveTextContent(LINK);
  expect(screen.getByTestId('invite-count')).toHaveTextContent('2 friends have registered with your code');
  await userEvent.click(screen.getByTestId('invite-copy-code'));
  expect(writeText).toHaveBeenCalledWith('ABCD2345');
});

it('names the share targets and shares through the system sheet when the browser has one', async () => {
  post.mockResolvedValue(friends([]));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  share.mockResolvedValue(undefined);
  await show();
  await userEvent.click(screen.getByTestId('invite-share'));
  for (const target of ['qq', 'moments', 'wechat', 'copy']) expect(await screen.findByTestId(`invite-target-${target}`)).toBeInTheDocument();
  expect(screen.getByTestId('invite-target-moments')).toHaveTextContent('Moments');
  const cancel = screen.getByText('Cancel');
  await waitFor(() => expect(cancel.closest('[style*="pointer-events: none"]')).toBeNull());
  await userEvent.click(cancel);

  await shareTo('WeChat friends');
  expect(share).toHaveBeenCalledWith({ title: 'Join me on Racing', text: 'Register on Racing with my invite code ABCD2345:', url: LINK });
  expect(writeText).not.toHaveBeenCalled();
});

it('copies the message and link and says where to paste it when the browser cannot share', async () => {
  post.mockResolvedValue(friends([]));
  await show();
  await shareTo('QQ friends');
  expect(writeText).toHaveBeenCalledWith(`Register on Racing with my invite code ABCD2345: ${LINK}`);
  expect(await screen.findByText('Link copied. Open QQ and paste it in a chat with your friends.')).toBeInTheDocument();
});

it('says nothing when the player closes the system share sheet', async () => {
  post.mockResolvedValue(friends([]));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  share.mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
  await show();
  await shareTo('Moments');
  expect(share).toHaveBeenCalled();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.queryByText(/Share canceled|Link copied|Could not copy/)).toBeNull();
});

it('lists the friends who registered with my code, newest first, with when they joined', async () => {
  post.mockResolvedValue(
    friends([
      { id: 9, nickname: 'Lucky Li', avatar: null, registeredAt: '2026-11-22T08:00:00.000Z' },
      { id: 7, nickname: 'Player 1234', avatar: 'https://cdn.example.com/a.png', registeredAt: '2026-11-20T08:00:00.000Z' },
    ]),
  );
  await show();
  expect(post).toHaveBeenCalledWith('/app/user/invite/page', { size: 20 });
  const rows = screen.getAllByTestId('invitee');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent(/Lucky Li\s*Joined Nov 22, 2026$/);
  expect(rows[1]).toHaveTextContent(/Player 1234\s*Joined Nov 20, 2026$/);
  expect(within(screen.getByTestId('invitees')).getByText('2 friends')).toBeInTheDocument();
});

it('says no one has joined yet', async () => {
  post.mockResolvedValue(friends([]));
  await show();
  expect(screen.getByTestId('invitees-empty')).toHaveTextContent('No one has registered with your code yet.');
});
