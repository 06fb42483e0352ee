/** The one toast: 1500 ms and a success icon unless told otherwise (SPEC.md section 9). */
import type { ReactNode } from 'react';
import { Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

// antd-mobile 5 mounts imperative pieces (Toast) with the legacy ReactDOM.render, which React 19 removed:
// without this hand-over nothing shows at all.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

export const TOAST_DURATION_MS = 1500;

export type ToastIcon = 'success' | 'fail' | 'loading' | 'none';

/**
 * One toast on screen, whichever bundle shows it: the shell's lazily loaded notification pop-ups carry their own copy of
 * this module (and of antd-mobile's Toast, which replaces only its own), so each copy clears the last one's first.
 */
const LAST_CLEAR = Symbol.for('racing.toast.clear');
const toastRegistry = globalThis as { [LAST_CLEAR]?: () => void };

/** `content` is usually a text; a node when the caller marks it (a pop-up's test id). */
export function showToast(content: ReactNode, options: { icon?: ToastIcon; duration?: number } = {}): void {
  const icon = options.icon ?? 'success';
  const clearLast = toastRegistry[LAST_CLEAR];
  if (clearLast && clearLast !== Toast.clear) clearLast();
  toastRegistry[LAST_CLEAR] = Toast.clear;
  Toast.show({ content, icon: icon === 'none' ? undefined : icon, duration: options.duration ?? TOAST_DURATION_MS });
}

/** For a failed action: same duration, no success tick next to an error. */
export function showErrorToast(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  showToast(message, { icon: 'none' });
}
