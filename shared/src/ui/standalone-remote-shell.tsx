/** The minimal shell a remote mounts when it runs alone in development: its declared routes, a link list, nothing of the host. */
import { Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes } from '@racing/shared/src/routing/router';
import { initI18n, loadTextsOfRemote } from '@racing/shared/src/i18n/i18n-setup';
import { useQueryProps } from '@racing/shared/src/routing/use-query-props';
import type { PageModule, PageProps, RemoteRoutes } from '../routing/remote-route-table';

function PageWithQueryProps({ page: Page }: { page: ComponentType<PageProps> }) {
  const props = useQueryProps();
  return <Page {...props} />;
}

/** `loadPage` imports `src/pages/<page>` of the remote itself (the host loads the same module through federation). */
export async function mountStandaloneRemote(name: string, routes: RemoteRoutes, loadPage: (page: string) => Promise<PageModule>): Promise<void> {
  // Its own part of the texts (locale-parts.ts; federated as remote_profile, here remote-profile) comes with the core.
  await Promise.all([loadTextsOfRemote(name.replace(/-/g, '_')), initI18n()]);
  const pages = routes.flatMap((route) => {
    const page = lazy(() => loadPage(route.page));
    return [route.path, ...(route.aliases ?? [])].map((path) => [path, page] as const);
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <HashRouter>
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8, background: '#fff', fontSize: 12 }}>
        <strong>{name}</strong>
        {routes.map((route) => (
          <Link key={route.path} to={route.path}>
            {route.path}
          </Link>
        ))}
      </nav>
      <Suspense fallback={null}>
        <Routes>
          {pages.map(([path, page]) => (
            <Route key={path} path={path} element={<PageWithQueryProps page={page} />} />
          ))}
        </Routes>
      </Suspense>
    </HashRouter>,
  );
}
