/**
 * The plans namespace's name, and a hook for pages on the first screen (home) that need the texts only sometimes (a
 * plan being copied): the five locale files then load as their own chunk, not with the page.
 */
import { useEffect, useState } from 'react';
import i18next from 'i18next';

export const PLANS_NAMESPACE = 'plans';

const registered = () => i18next.hasResourceBundle('en', PLANS_NAMESPACE);

/** True once the plans texts are registered; starts loading them the first time `needed` is true. */
export function usePlanLocalesWhen(needed: boolean): boolean {
  const [ready, setReady] = useState(registered);
  useEffect(() => {
    if (!needed || ready) return undefined;
    let current = true;
    void import('./register-plan-locales').then(({ registerPlanLocales }) => {
      registerPlanLocales();
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [needed, ready]);
  return ready;
}
