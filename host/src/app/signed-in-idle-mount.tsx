/**
 * How the shell keeps app-wide pieces a signed-in player needs on every page (the reality check, the notification
 * pop-ups): each loaded on its own, after the first screen is up, and mounted only while a player is signed in.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { session } from '@racing/shared/src/session/session-store';

type MountedComponent = ComponentType<Record<string, never>>;

/** After the first paint and once the browser is idle (a second at most), so it never competes with the first screen. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * A component that loads `load()`'s default export once a player is signed in and the browser is idle, and shows it
 * while they stay signed in. Pass a dynamic import by path (see reality-check-mount.tsx): a module named by
 * '@racing/shared/...' would be bundled into the shell's first chunk.
 */
export function signedInIdleMount(name: string, load: () => Promise<{ default: unknown }>) {
  return observer(function SignedInIdleMount() {
    const signedIn = session.isLoggedIn;
    const [Loaded, setLoaded] = useState<MountedComponent | null>(null);

    useEffect(() => {
      if (!signedIn || Loaded) return undefined;
      let current = true;
      const cancel = whenIdle(() => {
        load().then(
          (module) => current && setLoaded(() => module.default as MountedComponent),
          (error: unknown) => console.error(`[${name}]`, error),
        );
      });
      return () => {
        current = false;
        cancel();
      };
    }, [signedIn, Loaded]);

    // Signed out, it goes; the next login mounts a fresh one.
    return signedIn && Loaded ? <Loaded /> : null;
  });
}
