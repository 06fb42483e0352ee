/** The shell's route table rendered: every spec route wrapped in its layout, login guard and remote loader. */
import { Link, Route, Routes } from '@racing/shared/src/routing/router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type AppRoute } from '../routing/app-routes-table';
import { RequireLogin } from '../routing/require-login';
import { usePageBeforeLogin } from '../routing/use-page-before-login';
import { useRouterNavigator } from '../routing/use-router-navigator';
import { PageLayout } from '../layout/page-layout';
import { RemoteRoutePage } from '../remotes/remote-route-page';
import { useRemoveFirstPaintWhen } from '../layout/first-paint';

function RouteElement({ route }: { route: AppRoute }) {
  const page = <RemoteRoutePage route={route} />;
  return <PageLayout route={route}>{route.requiresLogin ? <RequireLogin>{page}</RequireLogin> : page}</PageLayout>;
}

function NotFound() {
  const { t } = useTranslation();
  useRemoveFirstPaintWhen(true);
  return (
    <div className="not-found" data-testid="not-found">
      <p>{t('shell.pageNotFound')}</p>
      <Link to="/" replace>
        {t('shell.goHome')}
      </Link>
    </div>
  );
}

export function AppRoutes() {
  useRouterNavigator();
  usePageBeforeLogin();
  return (
    <Routes>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
