/** Viewing history: rows open what they name, one row can be removed, clearing all asks first; an empty history says so. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { HashRouter } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import type { ViewedEntry } from '../features/viewed/api/view-history-api';
import ViewingHistoryPage from './viewing-history-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

beforeAll(() => initI18n('en'));

const notice = (id: number, extra: Partial<ViewedEntry> = {}): ViewedEntry => ({
  id, kind: 'notice', ref: String(100 + id), title: `Notice ${id}`, viewedAt: '2026-11-22T08:00:00.000Z', available: true, issue: null, places: null, drawAt: null, ...extra,
});
const draw = (id: number, issue: string): ViewedEntry => ({
  id, kind: 'draw', ref: issue, title: `Period ${issue}`, viewedAt: '2026-11-22T07:00:00.000Z', available: true, issue, places: [3, 7, 1, 10, 2, 9, 4, 8, 6, 5], drawAt: '2026-11-22T06:59:00.000Z',
});
const author = (id: number, authorId: number): ViewedEntry => ({
  id, kind: 'author', ref: String(authorId), title: 'Plan author: Alice', viewedAt: '2026-11-22T06:00:00.000Z', available: true, issue: null, places: null, drawAt: null,
});
const page = (list: ViewedEntry[], cursor: string | null = null) => ({ list, pagination: { page: 1, size: 20, total: list.length, cursor } });

/** Answers each call by its path; the history itself from `pages`, one page per call. */
function serve(pages: ReturnType<typeof page>[]) {
  const queue = [...pages];
  post.mockImplementation((url: string) => {
    if (url === '/app/user/viewHistory/page') return Promise.resolve(queue.shift() ?? page([]));
    if (url === '/app/user/viewHistory/delete') return Promise.resolve({ deleted: 1 });
    if (url === '/app/user/viewHistory/clear') return Promise.resolve({});
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

/** The confirmation, once it has faded in: antd-mobile lets taps through only then. */
async function confirmation() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' }).closest('[style*="pointer-events: none"]')).toBeNull());
  return dialog;
}

async function show() {
  await act(async () => {
    render(
      <HashRouter>
        <ViewingHistoryPage />
      </HashRouter>,
    );
  });
}

it('lists what I opened, newest first as the server sends it, and each row opens what it names', async () => {
  serve([page([notice(2), draw(1, '202611220100'), author(4, 31)])]);
  await show();
  expect(post).toHaveBeenCalledWith('/app/user/viewHistory/page', { size: 20 });
  const rows = screen.getAllByTestId('viewed-row');
  expect(rows.map((row) => row.dataset.kind)).toEqual(['notice', 'draw', 'author']);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '#/pages/notice/detail?id=102');
  expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '#/pages/history/index?issue=202611220100');
  expect(rows[1]).toHaveTextContent('3 · 7 · 1 · 10 · 2 · 9 · 4 · 8 · 6 · 5');
  expect(within(rows[2]).getByRole('link')).toHaveAttribute('href', '#/pages/plan/author?id=31');
  expect(within(rows[2]).getByText('Plan author')).toHaveClass('viewed-row__kind');
  expect(rows[2]).toHaveTextContent('Plan author: Alice');
  expect(screen.getByTestId('viewed-count')).toHaveTextContent('3 items');
});

it('does not offer to open a notice removed since', async () => {
  serve([page([notice(3, { title: 'This notice was removed', available: false })])]);
  await show();
  const row = screen.getByTestId('viewed-row');
  expect(row).toHaveTextContent('This notice was removed');
  expect(within(row).queryByRole('link')).toBeNull();
});

it('removes one row on the server and from the list', async () => {
  serve([page([notice(2), notice(1)])]);
  await show();
  await userEvent.click(screen.getByRole('button', { name: 'Remove “Notice 2” from the viewing history' }));
  expect(post).toHaveBeenCalledWith('/app/user/viewHistory/delete', { ids: [2] });
  expect(screen.getAllByTestId('viewed-row')).toHaveLength(1);
  expect(screen.getByTestId('viewed-count')).toHaveTextContent('1 item');
});

it('asks before clearing everything: cancel keeps the list, confirm clears it', async () => {
  serve([page([notice(2), notice(1)]), page([])]);
  await show();
  await userEvent.click(screen.getByTestId('viewed-clear'));
  let dialog = await confirmation();
  expect(dialog).toHaveTextContent('Clear the viewing history?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(post).not.toHaveBeenCalledWith('/app/user/viewHistory/clear', {});
  expect(screen.getAllByTestId('viewed-row')).toHaveLength(2);

  await userEvent.click(screen.getByTestId('viewed-clear'));
  dialog = await confirmation();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
  expect(post).toHaveBeenCalledWith('/app/user/viewHistory/clear', {});
  await waitFor(() => expect(screen.getByTestId('viewed-empty')).toHaveTextContent('Nothing here yet.'));
  expect(screen.queryByTestId('viewed-row')).toBeNull();
});

it('says so when nothing was opened yet, and has nothing to clear', async () => {
  serve([page([])]);
  await show();
  expect(screen.getByTestId('viewed-empty')).toHaveTextContent('The notices and draws you open will show up here.');
  expect(screen.getByTestId('viewed-clear')).toBeDisabled();
});
