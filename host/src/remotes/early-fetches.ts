/**
 * Hands over what was already fetched instead of asking again: remotes.json and the manifests index.html's boot script
 * (scripts/webpack/host-boot-script.js) read before the host ran, and the manifests the host read for their route
 * declarations. The federation runtime's first request for a manifest is answered from here, once; a retry or a failed
 * early fetch goes to the network as before, so a dead remote still ends on the retry screen. Either way the manifest a
 * remote is loaded from is remembered, to notice its redeploy.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { EarlyReads } from '@racing/shared/src/api/early-reads';
import { rememberManifestInUse } from './redeploy-watch';

interface EarlyFetches {
  remotesJson?: Promise<unknown>;
  /** By absolute manifest URL. */
  manifests: Record<string, Promise<unknown> | undefined>;
  /** The opened route's early reads, which the api client takes over (shared/src/api/early-reads.ts). */
  reads?: EarlyReads;
}

declare global {
  interface Window {
    __racingEarly__?: EarlyFetches;
  }
}

/** Manifests read but not yet given to the federation runtime, by absolute URL. */
const unclaimed = new Map<string, Promise<unknown>>();

const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/** remotes.json as the boot script read it, or undefined when it did not (tests, a later read). */
export function takeEarlyRemotesJson(): Promise<unknown> | undefined {
  const early = window.__racingEarly__;
  const remotesJson = early?.remotesJson;
  if (early) early.remotesJson = undefined;
  return remotesJson;
}

function takeEarlyManifest(absolute: string): Promise<unknown> | undefined {
  const manifests = window.__racingEarly__?.manifests;
  if (!manifests) return undefined;
  const manifest = manifests[absolute];
  manifests[absolute] = undefined;
  return manifest;
}

/** A JSON file of the deployment (remotes.json, a manifest); an HTTP error is a failure like a network one. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A remote's manifest, for its route declarations: the boot script's copy, or a fresh fetch (`fresh`: a retry). */
export function readManifest(url: string, { fresh = false } = {}): Promise<unknown> {
  const absolute = absoluteUrl(url);
  const early = fresh ? undefined : (unclaimed.get(absolute) ?? takeEarlyManifest(absolute));
  const manifest = early ? early.catch(() => fetchJson(absolute)) : fetchJson(absolute);
  unclaimed.set(absolute, manifest);
  manifest.catch(() => undefined);
  return manifest;
}

/** Answers the federation runtime's first manifest request for a remote from what was already read. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'early-manifests',
    fetch(url, init) {
      const absolute = absoluteUrl(url);
      const early = unclaimed.get(absolute) ?? takeEarlyManifest(absolute);
      unclaimed.delete(absolute);
      // Whichever copy the remote is loaded from is the build in use (redeploy-watch.ts compares the server's with it).
      const fromNetwork = () =>
        fetch(url, init).then((response) => {
          if (response.ok) response.clone().json().then((manifest: unknown) => rememberManifestInUse(absolute, manifest), () => undefined);
          return response;
        });
      if (!early) return fromNetwork();
      return early.then((manifest) => {
        rememberManifestInUse(absolute, manifest);
        return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } });
      }, fromNetwork);
    },
  };
}

/** Tests start every case with nothing fetched. */
export function forgetFetchedManifests(): void {
  unclaimed.clear();
}
