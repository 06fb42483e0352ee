/** Loads data for a page from the api and re-loads when its inputs (or the language) change; stale answers are dropped. */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export interface ApiData<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** `load` returns null to mean "nothing to load" (a missing id, say). The language is an implicit input: texts come translated. */
export function useApiData<T>(load: () => Promise<T> | null, inputs: readonly unknown[]): ApiData<T> {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });

  useEffect(() => {
    let current = true;
    const pending = load();
    if (!pending) {
      setState({ loading: false });
      return undefined;
    }
    setState((previous) => ({ data: previous.data, loading: true }));
    pending.then(
      // A transition: the render of what arrived (a long list, the betting grid) is split by React into short slices
      // instead of one long task that holds up taps.
      (data) => current && startTransition(() => setState({ data, loading: false })),
      (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)), loading: false }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `inputs` are the caller's dependencies
  }, [...inputs, i18n.language, attempt]);

  return { ...state, reload: useCallback(() => setAttempt((n) => n + 1), []) } as ApiData<T>;
}
