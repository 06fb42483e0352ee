/**
 * A part of a page fetched when it is first shown (a second tab, a sheet opened by a tap), so that the page's first
 * screen neither downloads nor runs it. `fallback` shows while it loads. A failed load goes to the page's error boundary
 * (which also notices a redeployed build); its retry mounts the part again, which loads it again: React.lazy would keep
 * the failure for good.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
    const [part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState<unknown>(null);
    useEffect(() => {
      if (part) return;
      let mounted = true;
      loading ??= load().then((module) => (loaded = module.default));
      loading.then(
        (component) => mounted && setPart(() => component),
        (failure: unknown) => {
          loading = null;
          if (mounted) setError(failure instanceof Error ? failure : new Error(String(failure)));
        },
      );
      return () => {
        mounted = false;
      };
    }, [part]);
    if (error) throw error;
    if (!part) return <>{fallback}</>;
    const Part = part;
    return <Part {...props} />;
  };
}
