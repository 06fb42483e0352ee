/** Renders an account page inside a hash router with English texts, as the host would. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HashRouter, Route, Routes, useLocation } from '@racing/shared/src/routing/router';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

export function renderAuthPage(page: ReactElement, path: string) {
  window.history.replaceState(null, '', `#${path}`);
  return render(
    <HashRouter>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <CurrentPath />
    </HashRouter>,
  );
}
