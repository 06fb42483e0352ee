/**
 * Takes over what index.html's boot script (scripts/webpack/host-boot-script.js) fetched before the host ran:
 * remotes.json and the opened route's remote manifest. Each is handed over once; a retry or a failed early fetch goes
 * to the network as before, so a dead remote still ends on the retry screen.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface EarlyFetches {
  remotesJson?: Promise<unknown>;
  /** By absolute manifest URL. */
  manifests: Record<string, Promise<unknown> | undefined>;
}

declare global {
  interface Window {
    __racingEarly__?: EarlyFetches;
  }
}

/** remotes.json as the boot script read it, or undefined when it did not (tests, a later read). */
export function takeEarlyRemotesJson(): Promise<unknown> | undefined {
  const early = window.__racingEarly__;
  const remotesJson = early?.remotesJson;
  if (early) early.remotesJson = undefined;
  return remotesJson;
}

function takeEarlyManifest(url: string): Promise<unknown> | undefined {
  const manifests = window.__racingEarly__?.manifests;
  if (!manifests) return undefined;
  const absolute = new URL(url, window.location.href).href;
  const manifest = manifests[absolute];
  manifests[absolute] = undefined;
  return manifest;
}

/** Answers the federation runtime's first manifest request for a remote from the boot script's fetch. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'early-manifests',
    fetch(url, init) {
      const early = takeEarlyManifest(url);
      if (!early) return undefined;
      return early.then(
        (manifest) => new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
        () => fetch(url, init),
      );
    },
  };
}
