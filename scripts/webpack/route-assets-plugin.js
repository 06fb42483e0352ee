/**
 * Writes into a remote's mf-manifest.json, under `routeAssets`, the script files each route of its route table needs
 * (the page's chunks and the @racing/shared modules it consumes), so the host can fetch them before it asks for them.
 */
const fs = require('fs');

/** `'/pages/trend/index': () => import('./pages/trend-page')` → path and request, in the order written. */
const ROUTE_IMPORT = /['"]([^'"]+)['"]\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

function readRouteImports(routesFile) {
  const source = fs.readFileSync(routesFile, 'utf8');
  return [...source.matchAll(ROUTE_IMPORT)].map(([, path, request]) => ({ path, request }));
}

/** Share keys the host may not provide: the remote's own copies of these are fetched when the host has none. */
const PROJECT_SHARE_PREFIX = '@racing/shared/';

/** Share key → the script files of the chunk holding this build's own copy (what the federation runtime loads). */
function providedChunkFiles(compilation) {
  const files = new Map();
  for (const module of compilation.modules) {
    // ProvideSharedModule keeps its key in `_name`; a lazy (non-eager) one loads its module through one async block.
    if (module.type !== 'provide-module' || !module.blocks || module.blocks.length === 0) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (!group) continue;
    files.set(module._name, group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort());
  }
  return files;
}

class RouteAssetsPlugin {
  /** @param {{ routesFile: string, manifestFile?: string }} options */
  constructor({ routesFile, manifestFile = 'mf-manifest.json' }) {
    this.routesFile = routesFile;
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest (emitted at OPTIMIZE_TRANSFER), before the compressed copies are made.
        { name: 'RouteAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.routeAssets = this.routeAssets(compilation);
          compilation.updateAsset(this.manifestFile, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }

  /**
   * Route path → { js: the page's chunk files, shared: { share key: files } } for the project modules its chunks
   * consume; the host skips the keys it provides itself (the remote's copy is fetched only when the host has none).
   */
  routeAssets(compilation) {
    const providedFiles = providedChunkFiles(compilation);
    const routes = readRouteImports(this.routesFile);
    if (routes.length === 0) throw new Error(`RouteAssetsPlugin: no "path: () => import('...')" entries in ${this.routesFile}`);
    const result = {};
    for (const { path, request } of routes) {
      const group = compilation.chunkGroups.find((candidate) =>
        candidate.origins.some((origin) => origin.request === request && origin.module && origin.module.resource === this.routesFile),
      );
      if (!group) throw new Error(`RouteAssetsPlugin: no chunk for ${path} (import('${request}') in ${this.routesFile})`);
      const js = new Set();
      const shared = {};
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const key = module.type === 'consume-shared-module' ? module.options && module.options.shareKey : undefined;
          if (key && key.startsWith(PROJECT_SHARE_PREFIX) && providedFiles.has(key)) shared[key] = providedFiles.get(key);
        }
      }
      result[path] = { js: [...js].sort(), shared };
    }
    return result;
  }
}

module.exports = { RouteAssetsPlugin, readRouteImports };
