/** Emits `file.br` and `file.gz` beside every text asset of a production build: the server sends them as they are, no compression per request. */
const { promisify } = require('util');
const zlib = require('zlib');

// zlib's asynchronous calls run on libuv's thread pool: the assets of a build are compressed side by side, on every core.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; remotes.json is left out because ops edit it in place and a stale .gz beside it would lie. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const NEVER = /(^|\/)remotes\.json$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the federation manifest (OPTIMIZE_TRANSFER) and its route assets (+1); html and minified js come earlier.
        { name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 2 },
        async (assets) => {
          const jobs = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || NEVER.test(name)) continue;
            const raw = Buffer.from(source.buffer());
            if (raw.length < MIN_BYTES) continue;
            const variants = {
              br: brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gz: gzip(raw, { level: 9 }),
            };
            for (const [extension, compressing] of Object.entries(variants)) {
              jobs.push(compressing.then((compressed) => ({ file: `${name}.${extension}`, compressed, rawLength: raw.length })));
            }
          }
          // Emitted in a fixed order, whatever order the thread pool finishes in.
          for (const { file, compressed, rawLength } of await Promise.all(jobs)) {
            if (compressed.length >= rawLength) continue;
            compilation.emitAsset(file, new sources.RawSource(compressed), { compressed: true, minimized: true });
          }
        },
      );
    });
  }
}

module.exports = { CompressAssetsPlugin };
