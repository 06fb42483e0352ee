/**
 * The notices page: every notice with its title and date, an unread mark until opened (the server's flags for a player,
 * this device's reads for a guest), a page at a time; the notice bar on home links to it with the unread count.
 */
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { renderBetting } from '../test/render-betting';
import { NoticeBar } from '../features/notice/components/notice-bar';
import { loadNoticePage } from '../features/notice/api/list-notices';
import NoticeListPage from './notice-list-page';
import NoticeDetailPage from './notice-detail-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const notice = (id: number, extra: { read?: boolean; pinned?: boolean } = {}) => ({
  id,
  title: `Notice ${id}`,
  content: `Text ${id}`,
  pinned: extra.pinned ?? false,
  language: 'en',
  createTime: '2026-11-20T08:30:00.000Z',
  updateTime: '2026-11-20T08:30:00.000Z',
  ...(extra.read === undefined ? {} : { read: extra.read }),
});
const page = (list: ReturnType<typeof notice>[], total = list.length, number = 1) => ({ list, pagination: { page: number, size: 20, total } });

async function show(ui: Parameters<typeof renderBetting>[0]) {
  await act(async () => {
    await renderBetting(ui);
  });
}

const row = (id: number) => screen.getByTestId(`notice-row-${id}`);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  window.localStorage.clear();
  session.clear();
});

it("marks a signed-in player's unopened notices from the server's flags, pinned ones tagged, each opening its detail", async () => {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 });
  post.mockResolvedValue(page([notice(3, { pinned: true, read: false }), notice(2, { read: true }), notice(1, { read: false })]));
  await show(<NoticeListPage />);
  await screen.findByTestId('notice-list');
  expect(post).toHaveBeenCalledWith('/app/notice/notice/page', { page: 1, size: 20 });
  expect([3, 2, 1].map((id) => row(id).dataset.read)).toEqual(['false', 'true', 'false']);
  expect(within(row(3)).getByText('Unread')).toBeInTheDocument();
  expect(within(row(3)).getByText('Pinned')).toBeInTheDocument();
  expect(within(row(2)).queryByText('Unread')).toBeNull();
  expect(row(1)).toHaveTextContent(/Notice 1Nov 20, 2026/);
  expect(row(1)).toHaveAttribute('href', '#/pages/notice/detail?id=1');
});

it("keeps a guest's reads on the device: a notice opened is no longer marked unread", async () => {
  get.mockResolvedValue(notice(2));
  await show(<NoticeDetailPage id="2" />);
  await screen.findByTestId('notice-title');

  post.mockResolvedValue(page([notice(3), notice(2), notice(1)]));
  await show(<NoticeListPage />);
  await screen.findByTestId('notice-list');
  expect([3, 2, 1].map((id) => row(id).dataset.read)).toEqual(['false', 'true', 'false']);
});

it('pages by number: the next page while more remain, none after the last', async () => {
  post.mockResolvedValueOnce(page(Array.from({ length: 20 }, (_, i) => notice(30 - i)), 21));
  expect((await loadNoticePage(undefined, 20)).pagination.cursor).toBe('2');
  expect(post).toHaveBeenLastCalledWith('/app/notice/notice/page', { page: 1, size: 20 });
  post.mockResolvedValueOnce(page([notice(1)], 21, 2));
  const last = await loadNoticePage('2', 20);
  expect(post).toHaveBeenLastCalledWith('/app/notice/notice/page', { page: 2, size: 20 });
  expect(last.list.map((n) => n.id)).toEqual([1]);
  expect(last.pagination.cursor).toBeNull();
});

it('says when there are no notices', async () => {
  post.mockResolvedValue(page([]));
  await show(<NoticeListPage />);
  await waitFor(() => expect(screen.getByTestId('notice-list-empty')).toHaveTextContent('No notices yet.'));
});

it("links home's notice bar to every notice, with the player's unread count from the server", async () => {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 });
  post.mockResolvedValue(page([notice(3, { read: false }), notice(2, { read: true })]));
  get.mockResolvedValue({ count: 4 });
  await show(<NoticeBar />);
  const all = await screen.findByRole('link', { name: 'More notices, 4 unread' });
  expect(all).toHaveAttribute('href', '#/pages/notice/index');
  expect(get).toHaveBeenCalledWith('/app/notice/notice/unreadCount');
  await userEvent.setup().click(all);
  expect(window.location.hash).toBe('#/pages/notice/index');
});

it("counts a guest's unread notices among the bar's own, and asks the server nothing", async () => {
  window.localStorage.setItem('guestNoticeReads', JSON.stringify([2]));
  post.mockResolvedValue(page([notice(3), notice(2)]));
  await show(<NoticeBar />);
  await waitFor(() => expect(screen.getByTestId('notice-bar-unread')).toHaveTextContent('1'));
  expect(screen.getByRole('link', { name: 'More notices, 1 unread' })).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
