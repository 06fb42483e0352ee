/** Where the shell keeps the reality check: loaded on its own, after the first screen is up, and only while a player is signed in. */
import { useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { session } from '@racing/shared/src/session/session-store';

type RealityCheckComponent = ComponentType<Record<string, never>>;

/**
 * By path, not '@racing/shared/...': the shell provides every shared module it names eagerly, in its first chunk; a path
 * import leaves the check and its dialog in a chunk of their own. Its own imports of shared modules still resolve to
 * the one shared instance (session, api client, i18n).
 */
const loadRealityCheck = () => import('../../../shared/src/responsible/reality-check');

/** After the first paint and once the browser is idle (a second at most), so it never competes with the first screen. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

export const RealityCheckMount = observer(function RealityCheckMount() {
  const signedIn = session.isLoggedIn;
  const [Check, setCheck] = useState<RealityCheckComponent | null>(null);

  useEffect(() => {
    if (!signedIn || Check) return undefined;
    let current = true;
    const cancel = whenIdle(() => {
      loadRealityCheck().then(
        (module) => current && setCheck(() => module.default as RealityCheckComponent),
        (error: unknown) => console.error('[reality check]', error),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [signedIn, Check]);

  // Signed out, the check goes; the next login mounts a fresh one, which reads that login's start.
  return signedIn && Check ? <Check /> : null;
});
