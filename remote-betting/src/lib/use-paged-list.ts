/** A list read page by page (infinite scroll) that can start over (pull to refresh, a new search); late answers are dropped. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult } from '@racing/shared/src/api/api-types';

export interface PagedList<T> {
  items: T[];
  /** True until the first page has answered. */
  loading: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

export function usePagedList<T>(load: (page: number) => Promise<PageResult<T>> | null, inputs: readonly unknown[]): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | undefined>();
  const [hasMore, setHasMore] = useState(false);
  const generation = useRef(0);
  const nextPage = useRef(1);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(async (page: number, replace: boolean) => {
    const mine = generation.current;
    const pending = loadRef.current(page);
    if (!pending) {
      setItems([]);
      setHasMore(false);
      setLoading(false);
      return;
    }
    try {
      const result = await pending;
      if (mine !== generation.current) return;
      setItems((previous) => (replace ? result.list : [...previous, ...result.list]));
      nextPage.current = page + 1;
      setHasMore(page * result.pagination.size < result.pagination.total && result.list.length > 0);
      setError(undefined);
    } catch (caught) {
      if (mine !== generation.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      // InfiniteScroll retries on its own; a thrown error lets it show its retry state.
      if (!replace) throw caught;
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  const refresh = useCallback(async () => {
    generation.current += 1;
    nextPage.current = 1;
    await fetchPage(1, true);
  }, [fetchPage]);

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    setLoading(true);
    setHasMore(false);
    void fetchPage(1, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `inputs` are the caller's dependencies: a change starts the list over
  }, inputs);

  const loadMore = useCallback(() => fetchPage(nextPage.current, false), [fetchPage]);
  return { items, loading, error, hasMore, loadMore, refresh };
}
