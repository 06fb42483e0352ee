/**
 * A list read page by page (infinite scroll) that can start over (pull to refresh, a new search); late answers are
 * dropped. Pages follow the server's cursor: each asks for the rows after the last one shown, so rows that arrive
 * meanwhile never shift a page (no row twice, none skipped) and the hundredth page costs the server what the first does.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CursorPage } from '@racing/shared/src/api/api-types';

export interface PagedList<T> {
  items: T[];
  /** True until the first page has answered. */
  loading: boolean;
  error: Error | undefined;
  hasMore: boolean;
  /** The server's count of the whole list (every page answers it), not of the rows loaded; undefined until it answers. */
  total: number | undefined;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

/** `load(cursor)`: the first page without a cursor, then each next page after the cursor the previous one returned. */
export function usePagedList<T>(load: (cursor: string | undefined) => Promise<CursorPage<T>> | null, inputs: readonly unknown[]): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | undefined>();
  const [hasMore, setHasMore] = useState(false);
  const [total, setTotal] = useState<number | undefined>();
  const generation = useRef(0);
  const nextCursor = useRef<string | undefined>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(async (cursor: string | undefined, replace: boolean) => {
    const mine = generation.current;
    const pending = loadRef.current(cursor);
    if (!pending) {
      setItems([]);
      setHasMore(false);
      setTotal(undefined);
      setLoading(false);
      return;
    }
    try {
      const result = await pending;
      if (mine !== generation.current) return;
      // Read before any state is set: an answer without a list fails here, as an error, not later inside a render.
      const { list } = result;
      setItems((previous) => (replace ? list : [...previous, ...list]));
      nextCursor.current = result.pagination.cursor ?? undefined;
      setHasMore(Boolean(result.pagination.cursor));
      setTotal(result.pagination.total);
      setError(undefined);
    } catch (caught) {
      if (mine !== generation.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      // A thrown error lets the list foot (shared/src/ui/infinite-scroll.tsx) show its retry state.
      if (!replace) throw caught;
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  const refresh = useCallback(async () => {
    generation.current += 1;
    nextCursor.current = undefined;
    await fetchPage(undefined, true);
  }, [fetchPage]);

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    setLoading(true);
    setHasMore(false);
    setTotal(undefined);
    void fetchPage(undefined, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `inputs` are the caller's dependencies: a change starts the list over
  }, inputs);

  const loadMore = useCallback(() => fetchPage(nextCursor.current, false), [fetchPage]);
  return { items, loading, error, hasMore, total, loadMore, refresh };
}
