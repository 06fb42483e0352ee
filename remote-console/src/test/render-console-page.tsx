/** Test helpers of remote-console: a page in a hash router with English texts, the path it went to shown, and the browser APIs antd needs. */
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { HashRouter, Route, Routes, useLocation } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';

/** A MessageChannel whose message arrives in a later macrotask, as antd's forms expect (jsdom has none). */
class TimeoutMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}

/** antd's responsive grid, forms and inputs ask for these; jsdom has none of them. */
export function stubBrowserApis(): void {
  if (typeof globalThis.MessageChannel === 'undefined') globalThis.MessageChannel = TimeoutMessageChannel as unknown as typeof MessageChannel;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/** `routes`: path → element; the page opens at `path`. */
export async function renderConsoleRoutes(routes: Record<string, ReactElement>, path: string): Promise<RenderResult> {
  stubBrowserApis();
  await initI18n('en');
  window.history.replaceState(null, '', `#${path}`);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <HashRouter>
        <Routes>
          {Object.entries(routes).map(([at, element]) => (
            <Route key={at} path={at} element={element} />
          ))}
        </Routes>
        <CurrentPath />
      </HashRouter>,
    );
  });
  return result!;
}
