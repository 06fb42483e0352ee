/** Renders one spec route from its remote: progress while loading, retry on failure or timeout, missing-module message when absent. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { remoteAvailability } from '@racing/shared/src/federation/remote-availability';
import { ModuleMissing } from '@racing/shared/src/ui/module-missing';
import { useQueryProps } from '@racing/shared/src/routing/use-query-props';
import type { PageComponent } from '@racing/shared/src/routing/remote-route-table';
import type { AppRoute } from '../routing/app-routes-table';
import { loadRemotePage, loadedRemotePage } from './load-remote-page';
import { LoadProgressBar } from './load-progress-bar';
import { RemoteLoadFailed } from './remote-load-failed';
import { PageErrorBoundary } from './page-error-boundary';
import { useRemoveFirstPaintWhen } from '../layout/first-paint';

type LoadState = { status: 'loading' } | { status: 'ready'; page: PageComponent } | { status: 'failed' };

function useRemotePage(route: AppRoute): [LoadState, () => void] {
  const remotePath = route.remotePath ?? route.path;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const page = loadedRemotePage(route.remote, remotePath);
    return page ? { status: 'ready', page } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const cached = loadedRemotePage(route.remote, remotePath);
    if (cached) {
      setState({ status: 'ready', page: cached });
      return undefined;
    }
    setState({ status: 'loading' });
    loadRemotePage(route.remote, remotePath, { retry: attempt > 0 }).then(
      (page) => current && setState({ status: 'ready', page }),
      (error: unknown) => {
        console.error('[remote]', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [route.remote, remotePath, attempt]);

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

function MissingRemote({ route }: { route: AppRoute }) {
  useRemoveFirstPaintWhen(true);
  return <ModuleMissing remote={route.remote} />;
}

export const RemoteRoutePage = observer(function RemoteRoutePage({ route }: { route: AppRoute }) {
  if (!remoteAvailability.isAvailable(route.remote)) return <MissingRemote route={route} />;
  return <LoadedRemotePage key={route.path} route={route} />;
});
