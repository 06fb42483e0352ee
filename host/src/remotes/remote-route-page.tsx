/** Renders one declared route from its remote: progress while loading, retry on failure or timeout. */
import { startTransition, useEffect, useState } from 'react';
import { useQueryProps } from '@racing/shared/src/routing/use-query-props';
import type { PageComponent } from '@racing/shared/src/routing/remote-route-table';
import type { AppRoute } from '../routing/app-route';
import { loadRemotePage, loadedRemotePage } from './load-remote-page';
import { LoadProgressBar } from './load-progress-bar';
import { RemoteLoadFailed } from './remote-load-failed';
import { PageErrorBoundary } from './page-error-boundary';
import { useRemoveFirstPaintWhen } from '../layout/first-paint';
import { reloadIfRedeployed } from './redeploy-watch';

type LoadState = { status: 'loading' } | { status: 'ready'; page: PageComponent } | { status: 'failed' };

function useRemotePage(route: AppRoute): [LoadState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const page = loadedRemotePage(route.remote, route.page);
    return page ? { status: 'ready', page } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const cached = loadedRemotePage(route.remote, route.page);
    if (cached) {
      setState({ status: 'ready', page: cached });
      return undefined;
    }
    setState({ status: 'loading' });
    // A retry after the remote was redeployed takes the new build by loading the page again, never in place.
    const load = async () => {
      if (attempt > 0 && (await reloadIfRedeployed())) return new Promise<never>(() => undefined);
      return loadRemotePage(route.remote, route.page, { retry: attempt > 0 });
    };
    load().then(
      // As a transition: React renders the arrived page in slices of a few milliseconds, the shell answering input
      // between them, instead of in one task (a whole page's first render, 20 ms and more on a phone).
      (page) => current && startTransition(() => setState({ status: 'ready', page })),
      (error: unknown) => {
        console.error('[remote]', error);
        // A chunk of a build that was since replaced (a stale chunk): the page loads again on the new build.
        void reloadIfRedeployed().then((reloading) => {
          if (current && !reloading) setState({ status: 'failed' });
        });
      },
    );
    return () => {
      current = false;
    };
  }, [route.remote, route.page, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}

function LoadedRemotePage({ route }: { route: AppRoute }) {
  const [state, retry] = useRemotePage(route);
  const query = useQueryProps();
  useRemoveFirstPaintWhen(state.status !== 'loading');
  if (state.status === 'failed') return <RemoteLoadFailed onRetry={retry} />;
  if (state.status === 'loading') return <LoadProgressBar loading />;
  const Page = state.page;
  return (
    <PageErrorBoundary fallback={(reset) => <RemoteLoadFailed onRetry={reset} />}>
      <div data-remote={route.remote} className="remote-page">
        <Page {...query} />
      </div>
    </PageErrorBoundary>
  );
}

export function RemoteRoutePage({ route }: { route: AppRoute }) {
  return <LoadedRemotePage key={`${route.remote}/${route.page}`} route={route} />;
}
