/** The shell's routes, as the remotes declare them: each wrapped in its layout, login guard and remote loader. */
import { useEffect } from 'react';
import { Link, Route, Routes, useLocation } from '@racing/shared/src/routing/router';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { routePaths, type AppRoute } from '../routing/app-route';
import { routeTable } from '../routing/route-table';
import { RequireLogin } from '../routing/require-login';
import { usePageBeforeLogin } from '../routing/use-page-before-login';
import { useRouterNavigator } from '../routing/use-router-navigator';
import { PageLayout } from '../layout/page-layout';
import { RemoteRoutePage } from '../remotes/remote-route-page';
import { LoadProgressBar } from '../remotes/load-progress-bar';
import { RemoteLoadFailed } from '../remotes/remote-load-failed';
import { learnRoutesFor, retryFailedRemotes } from '../remotes/remote-registry';
import { useRemoveFirstPaintWhen } from '../layout/first-paint';
import { useDocumentTitle } from '../layout/use-document-title';

function RouteElement({ route }: { route: AppRoute }) {
  const page = <RemoteRoutePage route={route} />;
  return <PageLayout route={route}>{route.requiresLogin ? <RequireLogin>{page}</RequireLogin> : page}</PageLayout>;
}

function NotFound() {
  const { t } = useTranslation();
  useRemoveFirstPaintWhen(true);
  useDocumentTitle('shell.notFoundTitle');
  return (
    <main className="not-found" data-testid="not-found">
      <span className="not-found__code" aria-hidden="true">404</span>
      <h1 className="not-found__title">{t('shell.pageNotFound')}</h1>
      <p className="not-found__hint">{t('shell.notFoundHint')}</p>
      <Link className="not-found__home" to="/" replace>
        {t('shell.goHome')}
      </Link>
    </main>
  );
}

function UnreachableRemote() {
  useRemoveFirstPaintWhen(true);
  return <RemoteLoadFailed onRetry={() => void retryFailedRemotes()} />;
}

/**
 * A path no remote has declared (yet): ask the remotes deferred to a prefix covering it (the console), wait while a remote
 * that may serve it has not answered, offer a retry if one failed, else not found.
 */
const UnknownRoute = observer(function UnknownRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    void learnRoutesFor(pathname);
  }, [pathname]);
  if (routeTable.pendingFor(pathname)) return <LoadProgressBar loading />;
  if (routeTable.failedFor(pathname)) return <UnreachableRemote />;
  return <NotFound />;
});

export const AppRoutes = observer(function AppRoutes() {
  useRouterNavigator();
  usePageBeforeLogin();
  return (
    <Routes>
      {routeTable.routes.flatMap((route) =>
        routePaths(route).map((path) => <Route key={path} path={path} element={<RouteElement route={route} />} />),
      )}
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
});
