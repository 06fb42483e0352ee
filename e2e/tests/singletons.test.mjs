// One React, one mobx, one react-i18next, one session store at run time, after pages of all four remotes have been shown.
import { test } from '../support/test-runner.mjs';
import { assert } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute } from '../support/app-page.mjs';

/** Counts react-dom renderers the way React DevTools sees them. */
function installRendererCounter() {
  window.__renderers__ = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.__renderers__.push(renderer.version);
      return window.__renderers__.length;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

export function singletonTests({ baseUrl }) {
  test('there is exactly one React, one mobx, one react-i18next and one session store at run time', async (page) => {
    await page.addInitScript(installRendererCounter);
    await actAsLoggedIn(page, baseUrl);
    await openRoute(page, baseUrl, '/');
    for (const [hash, testId] of [
      ['/', 'page-home'],
      ['/pages/user/about', 'page-about'],
      ['/pages/user/register', 'page-register'],
      ['/uni_modules/cool-cs/pages/chat', 'page-chat'],
    ]) {
      await page.evaluate((h) => (window.location.hash = h), hash);
      await page.locator(`[data-testid="${testId}"]`).waitFor();
      if (testId === 'page-register') {
        // The agreement is a Trans text bundled into remote-auth (@racing/shared/src/i18n/trans): it must render through
        // the one shared i18n instance, with both tags turned into links, not as its raw key.
        const agreement = page.locator('[data-testid="agreement-text"]');
        assert.equal(await agreement.locator('button').count(), 2, 'agreement links');
        assert.ok(!(await agreement.textContent()).includes('auth.agreement'), 'agreement text translated');
      }
    }
    const runtime = await page.evaluate(() => {
      const loadedProviders = {};
      for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, shared] of Object.entries(versions)) {
            if (shared.loaded || shared.lib) (loadedProviders[name] ??= new Set()).add(`${shared.from}@${version}`);
          }
        }
      }
      return {
        renderers: window.__renderers__,
        mobxInstances: globalThis.__mobxInstanceCount,
        sessionStores: globalThis.__racingSessionStores__,
        loadedProviders: Object.fromEntries(Object.entries(loadedProviders).map(([k, v]) => [k, [...v]])),
      };
    });
    assert.equal(runtime.renderers.length, 1, `react-dom renderers: ${runtime.renderers}`);
    assert.equal(runtime.mobxInstances, 1, 'mobx instances');
    assert.equal(runtime.sessionStores, 1, 'session stores');
    // mobx, mobx-react-lite, react-i18next and react-router-dom are bundled into these facades (shared-singletons.js).
    // socket.io-client is one lazy singleton: the host's player socket and the live draws (home) load the same copy.
    const keys = ['react', 'react-dom', 'socket.io-client', '@racing/shared/src/state/mobx', '@racing/shared/src/i18n/react-i18n', '@racing/shared/src/routing/router', '@racing/shared/src/session/session-store'];
    for (const key of keys) {
      assert.equal(runtime.loadedProviders[key]?.length, 1, `${key} loaded from ${JSON.stringify(runtime.loadedProviders[key])}`);
    }
  });
}
