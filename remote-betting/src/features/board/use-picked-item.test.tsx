/** The home page's `pick` query: the item goes into the slip on its rank's tab, once; an unknown item leaves the slip alone. */
import { renderHook, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { catalogue } from '../../test/render-betting';
import { BoardStore } from './board-store';
import { usePickedItem } from './use-picked-item';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/app/bet/rank/playItems') return catalogue();
    throw new Error(`unexpected ${url}`);
  });
});

it('selects the item on its rank and says it is taken', async () => {
  const store = new BoardStore();
  const onTaken = jest.fn();
  renderHook(() => usePickedItem(store, 202, onTaken));
  await waitFor(() => expect(onTaken).toHaveBeenCalledTimes(1));
  expect(store.rankId).toBe(1);
  expect(store.selectionList.map(({ item, rankName }) => [item.id, item.code, rankName])).toEqual([[202, 'small', 'Champion']]);
});

it('keeps an item the slip already holds (a second visit does not take it out)', async () => {
  const store = new BoardStore();
  store.toggle(catalogue()[1].types[1].items[1], 'Champion');
  const onTaken = jest.fn();
  renderHook(() => usePickedItem(store, 202, onTaken));
  await waitFor(() => expect(onTaken).toHaveBeenCalled());
  expect(store.isSelected(202)).toBe(true);
  expect(store.count).toBe(1);
});

it('does nothing without a pick, and leaves the slip alone for an item not on sale', async () => {
  const store = new BoardStore();
  renderHook(() => usePickedItem(store, null));
  expect(post).not.toHaveBeenCalled();
  const onTaken = jest.fn();
  renderHook(() => usePickedItem(store, 999, onTaken));
  await waitFor(() => expect(onTaken).toHaveBeenCalled());
  expect(store.count).toBe(0);
  expect(store.rankId).toBeNull();
});
