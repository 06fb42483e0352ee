/**
 * Publishes a remote's route declarations in its mf-manifest.json (`routes`), each with the files its page needs
 * (`assets.js`: the page's exposed chunks, as the federation manifest lists them; `assets.css`: their stylesheets, in a
 * production build that extracts them; `assets.shared`: the chunks of this
 * build's own copies of the `@racing/shared` modules the page consumes, directly or through another of them), so the
 * host routes to the page and can fetch its files before it asks for them. Nothing but the manifest and public chunk
 * data is read.
 */
const { pageExposeKey } = require('./route-declarations');

/** Share keys the host may not provide: the remote's own copies of these are fetched when the host has none. */
const PROJECT_SHARE_PREFIX = '@racing/shared/';

const scriptFiles = (files) => [...files].filter((file) => file.endsWith('.js'));

class RouteManifestPlugin {
  /** @param {{ routes: object[], manifestFile?: string }} options */
  constructor({ routes, manifestFile = 'mf-manifest.json' }) {
    this.routes = routes;
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest (emitted at OPTIMIZE_TRANSFER), before the compressed copies are made.
        { name: 'RouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) throw new Error(`RouteManifestPlugin: ${this.manifestFile} was not emitted`);
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.routes = this.routes.map((route) => ({ ...route, assets: routeAssets(compilation, manifest, route) }));
          compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

function routeAssets(compilation, manifest, route) {
  const exposeName = pageExposeKey(route.page).replace(/^\.\//, '');
  const expose = manifest.exposes.find((candidate) => candidate.name === exposeName);
  if (!expose) throw new Error(`RouteManifestPlugin: ${route.path} has no exposed module ${exposeName}`);
  const js = [...expose.assets.js.sync].sort();
  const css = [...(expose.assets.css?.sync ?? [])].sort();
  const sharedFiles = new Map(manifest.shared.map((entry) => [entry.name, scriptFiles(entry.assets.js.sync).sort()]));
  // The page's own chunk group (its expose's; the other files may be chunks many pages share), then the group each
  // consumed project module loads as its fallback: a level of modules found only while the page loads would cost one
  // more round trip before it renders. A group's consumes may sit in a chunk of their own, with no file.
  const exposeChunk = [...compilation.chunks].find((chunk) => scriptFiles(chunk.files).some((file) => js.includes(file) && file.startsWith('__federation_expose_')));
  const queue = exposeChunk ? [...exposeChunk.groupsIterable] : [];
  const seen = new Set(queue);
  const shared = {};
  while (queue.length > 0) {
    for (const chunk of queue.shift().chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const key = module.type === 'consume-shared-module' && module.options ? module.options.shareKey : undefined;
        if (!key || !key.startsWith(PROJECT_SHARE_PREFIX) || shared[key] || !sharedFiles.get(key)?.length) continue;
        shared[key] = sharedFiles.get(key);
        const fallback = module.blocks[0] && compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
        if (fallback && !seen.has(fallback)) {
          seen.add(fallback);
          queue.push(fallback);
        }
      }
    }
  }
  return { js, css, shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) };
}

module.exports = { RouteManifestPlugin };
