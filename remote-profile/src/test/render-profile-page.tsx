/** Test helpers of remote-profile: a page inside a hash router with English texts (showing the path it navigated to), and antd-mobile's dialogs. */
import type { ReactElement } from 'react';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { HashRouter, Route, Routes, useLocation } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/** Renders inside act, so what the page loads as it opens (an answer already at hand) lands before the test looks. */
export async function renderProfilePage(page: ReactElement, path = '/'): Promise<RenderResult> {
  await initI18n('en');
  window.history.replaceState(null, '', `#${path}`);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <HashRouter>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <CurrentPath />
      </HashRouter>,
    );
  });
  return result!;
}

/** The open antd-mobile dialog, once its opening animation has ended: until then it takes no taps, on a phone as here. */
export async function openedDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.firstElementChild).not.toHaveStyle({ pointerEvents: 'none' }));
  return dialog;
}
