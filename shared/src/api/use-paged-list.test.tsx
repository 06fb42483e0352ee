import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList } from './use-paged-list';

const page = (ids: number[], cursor: string | null) => ({ list: ids, pagination: { page: 1, size: 2, total: 5, cursor } });

it('asks for each next page after the cursor the last one returned, and stops when it is null', async () => {
  const load = jest.fn((cursor: string | undefined) => Promise.resolve(cursor === undefined ? page([5, 4], 'c4') : cursor === 'c4' ? page([3, 2], 'c2') : page([1], null)));
  const { result } = renderHook(() => usePagedList(load, []));
  await waitFor(() => expect(result.current.items).toEqual([5, 4]));
  expect(result.current.hasMore).toBe(true);
  await act(() => result.current.loadMore());
  await act(() => result.current.loadMore());
  expect(result.current.items).toEqual([5, 4, 3, 2, 1]);
  expect(result.current.hasMore).toBe(false);
  expect(load.mock.calls.map(([cursor]) => cursor)).toEqual([undefined, 'c4', 'c2']);

  // Pull to refresh starts over without a cursor.
  await act(() => result.current.refresh());
  expect(load).toHaveBeenLastCalledWith(undefined);
  expect(result.current.items).toEqual([5, 4]);
});

it("answers the server's total of the whole list, and forgets it when the list starts over for new inputs", async () => {
  let answer: (result: ReturnType<typeof page>) => void = () => undefined;
  const load = jest.fn(() => new Promise<ReturnType<typeof page>>((resolve) => (answer = resolve)));
  const { result, rerender } = renderHook(({ type }) => usePagedList(load, [type]), { initialProps: { type: 'all' } });
  expect(result.current.total).toBeUndefined();
  await act(async () => answer(page([5, 4], 'c4')));
  expect(result.current.total).toBe(5);
  rerender({ type: 'bet' });
  expect(result.current.total).toBeUndefined();
  await act(async () => answer({ list: [2], pagination: { page: 1, size: 2, total: 1, cursor: null } }));
  expect(result.current.total).toBe(1);
});

it('turns an answer without a list into the error state instead of failing a render', async () => {
  const load = jest.fn(() => Promise.resolve(null as unknown as ReturnType<typeof page>));
  const { result } = renderHook(() => usePagedList(load, []));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.error).toBeInstanceOf(TypeError);
  expect(result.current.items).toEqual([]);
});
