/** Test helpers of remote-console: the browser pieces antd needs that jsdom lacks, and renders with the console's English texts (alone, or as routes of a hash router). */
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { HashRouter, Route, Routes, useLocation } from '@racing/shared/src/routing/router';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { registerConsoleLocales } from '../locales';

/** antd's responsive hooks, virtual lists, animations and scroll bars ask for these; jsdom has none (or a partial one). */
function installBrowserStubs(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.MessageChannel ??= class {
    port1: { onmessage: ((event: { data: unknown }) => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
    port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
      close: () => undefined,
    };
  } as unknown as typeof MessageChannel;
  // jsdom implements getComputedStyle but not its pseudo-element argument (antd measures scroll bars with it).
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => computed(element)) as typeof window.getComputedStyle;
}

installBrowserStubs();

function WithoutAntdStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

/** Renders `ui` with the console's texts in English, inside act, so what it loads as it opens lands before the test looks. */
export async function renderConsole(ui: ReactElement): Promise<RenderResult> {
  await initI18n('en');
  registerConsoleLocales();
  let result: RenderResult | undefined;
  await act(async () => {
    // antd's styles are kept out of the document, as on a server render: with them, every getComputedStyle jsdom
    // answers (antd measures on each open, focus and scroll) matched thousands of injected rules, most of a test's time.
    // No test here reads antd's CSS; what is shown or hidden goes through attributes and inline styles.
    result = render(ui, { wrapper: WithoutAntdStyles } as Omit<RenderOptions, 'queries'>);
  });
  return result!;
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/** `routes`: path → element, in a hash router opened at `path`; the path the page went to is shown as current-path. */
export function renderConsoleRoutes(routes: Record<string, ReactElement>, path: string): Promise<RenderResult> {
  window.history.replaceState(null, '', `#${path}`);
  return renderConsole(
    <HashRouter>
      <Routes>
        {Object.entries(routes).map(([at, element]) => (
          <Route key={at} path={at} element={element} />
        ))}
      </Routes>
      <CurrentPath />
    </HashRouter>,
  );
}
