/** Test helpers of remote-console: the browser pieces antd needs that jsdom lacks, and a render with the console's English texts. */
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
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

/** Renders `ui` with the console's texts in English, inside act, so what it loads as it opens lands before the test looks. */
export async function renderConsole(ui: ReactElement): Promise<RenderResult> {
  await initI18n('en');
  registerConsoleLocales();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}
