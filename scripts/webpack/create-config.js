/** Builds the webpack configuration of the host or of one remote: one factory, so the five apps cannot drift apart. */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedSingletons, PER_APP_REQUEST } = require('./shared-singletons');
const { API_SERVER_URL, devServerPort, devRemotesJson, productionRemotesJson } = require('./app-topology');
const { WriteJsonAfterBuildPlugin } = require('./write-json-after-build-plugin');
const { CompressAssetsPlugin } = require('./compress-assets-plugin');
const { RouteManifestPlugin } = require('./route-manifest-plugin');
const { readRouteDeclarations, pageExposes } = require('./route-declarations');
const { homeFirstPaintHtml } = require('./home-first-paint');
const { hostBootScriptHtml } = require('./host-boot-script');
const { PwaAssetsPlugin, manifestFile } = require('./pwa-assets-plugin');
const { readTypedModule } = require('./read-typed-module');

const { DEFAULT_LANGUAGE } = readTypedModule(path.resolve(__dirname, '../../shared/src/i18n/languages.ts'));

// webpack's own minimizer package, resolved from webpack so the versions stay in step.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The runtime plugin that publishes the host's federation runtime for the remotes, by its ES module file: the
 * `provideExternalRuntime` switch resolves the CommonJS one, which pulls in a second copy of the runtime (+25 KB gzip).
 */
const EXTERNAL_RUNTIME_PROVIDER = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (pass __dirname)
 * @param {string} app.name federation name: 'host', or the remote's name in scripts/webpack/app-topology.js
 * @param {string} [app.title] HTML title of the standalone page
 * A remote exposes one module per page of its route declarations (`src/routes.ts`), which its manifest publishes.
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = app.name === 'host';
    const packageJson = require(path.join(app.dir, 'package.json'));
    const routes = isHost ? [] : readRouteDeclarations(app.dir);
    const cssFiles = extractsCss(isHost, production);

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      // A production remote is only ever loaded by the host (through remoteEntry.js, on the host's federation runtime);
      // running alone, with its own page and runtime, is what development builds are for.
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(app.dir, 'dist'),
        // The federation runtime chunk cannot take a content hash: cache busting goes through the HTML.
        // (The host's other start-up scripts, HOST_START_CHUNKS, are hashed: index.html names them, and is never stored.)
        filename: (pathData) => (production && isHost && pathData.chunk?.name !== 'main' ? '[name].[contenthash:8].js' : '[name].js'),
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: 'auto',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(repoRoot, 'shared/src'), path.join(app.dir, 'src')],
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          // A part of a locale file (`locales/<language>.json?part=core`): only that part's sections are bundled.
          { test: /[\\/]i18n[\\/]locales[\\/][\w-]+\.json$/, resourceQuery: /part=/, type: 'json', use: path.join(__dirname, 'locale-part-loader.js') },
          // No source map for styles that style-loader inserts in production (the host's): css-loader would put the
          // map, with the whole stylesheet again as its source, inside the script, and encode it at every start-up.
          { test: /\.css$/, use: [cssFiles ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: cssFiles || !production } }] },
        ],
      },
      optimization: production
        ? {
            // swc minifies 2-4x faster than terser for the same size.
            minimizer: [
              new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
              ...(cssFiles ? [new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss })] : []),
            ],
            // A remote splits off a chunk its pages share only from 30 KB of module source (webpack's default: 20 KB).
            // On a link where every request waits ~0.5 s, a page is quicker with a little code of its own than with a
            // second file: measured on every remote's routes, 30 KB left none with more files or more bytes, and took
            // one file off home, trend, history, login, register and the plan hall (home 12.5 -> 11.7 KB gzip).
            splitChunks: isHost ? HOST_START_CHUNKS : { minSize: 30_000 },
          }
        : {},
      performance: { hints: false },
      // The federation plugin warns, for every module still shared under `@racing/shared/`, that a singleton prefix with
      // an `exclude.request` "might" give several instances. Only the excluded per-app modules are bundled per app, and
      // they keep no state (shared-singletons.js, checked by its test); every other module stays one singleton.
      ignoreWarnings: [(warning) => warning.message.includes('"singleton: true" is used together with "exclude.request: ' + PER_APP_REQUEST.toString() + '"')],
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: pageExposes(routes) }),
          remotes: {},
          shared: createSharedSingletons(packageJson, { eager: isHost }),
          // Load a remote's entry only when one of its routes is opened, never at start-up.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // One federation runtime on the page: the host publishes its copy, production remotes use it instead of
          // shipping their own (~27 KB gzip each). Development remotes keep theirs so they also run alone.
          ...(isHost ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER], experiments: { optimization: { target: 'web' } } } : { experiments: { externalRuntime: production, optimization: { target: 'web' } } }),
        }),
        ...(cssFiles ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(isHost || !production ? [htmlPage(app, isHost, production)] : []),
        ...(isHost ? [new StartScriptsFirstPlugin()] : []),
        ...(isHost
          ? [new WriteJsonAfterBuildPlugin('remotes.json', production ? productionRemotesJson() : devRemotesJson())]
          : [new RouteManifestPlugin({ routes })]),
        // The installable app: manifests, icons, offline screen, and the Workbox service worker precaching the host's build.
        ...(isHost && production ? pwaPlugins(app) : []),
        // The server answers with the .br or .gz beside a file when the browser accepts it (@fastify/static preCompressed).
        ...(production ? [new CompressAssetsPlugin()] : []),
      ],
      devServer: {
        port: devServerPort(app.name),
        hot: false,
        liveReload: true,
        historyApiFallback: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/socket.io'], target: API_SERVER_URL, ws: true, changeOrigin: true }],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/**
 * The host's start-up scripts, split by library instead of one main.js: the browser compiles and runs each in a task of
 * its own, where one 600 KB script took a single task of ~65 ms on a phone-class CPU (a quarter of the home page's total
 * blocking time). They download in parallel, ahead of the remote's files. Only the entry's own chunks are split; the
 * lazy ones (locales, the service worker's helper) stay as they are.
 */
const HOST_START_CHUNKS = {
  chunks: (chunk) => chunk.name === 'main',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'start-react-dom', enforce: true, priority: 3 },
    state: { test: /[\\/]node_modules[\\/](mobx|mobx-react-lite|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, name: 'start-state', enforce: true, priority: 2 },
    net: { test: /[\\/]node_modules[\\/](axios|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, name: 'start-net', enforce: true, priority: 1 },
  },
};

/**
 * A production remote's styles go in CSS files beside its chunks (minified; webpack's runtime loads a chunk's CSS with
 * it, and the page renders once both are in), not inside its JavaScript for style-loader to insert at run time: CSS
 * inside a script is not minified, and is downloaded and compiled as script. The host keeps
 * style-loader: a stylesheet in its index.html would block the static first paint; its styles are few. Development
 * builds keep style-loader too (no CSS files to keep in step while editing).
 */
function extractsCss(isHost, production) {
  return production && !isHost;
}

/**
 * The host's start-up scripts are what every first screen waits on: fetched at high priority. A deferred script is
 * otherwise low, below the remote page files the boot script preloads, which would take the bandwidth first.
 */
class StartScriptsFirstPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartScriptsFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StartScriptsFirstPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/** index.html: the host's (static first paint of home, boot script), or a remote's standalone development page. */
function htmlPage(app, isHost, production) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title: app.title || 'Racing',
    chunks: ['main'],
    // The host paints the top of the home screen from plain HTML so the first screen does not wait for JavaScript...
    firstPaint: isHost ? homeFirstPaintHtml() : '',
    // The default language's manifest; the boot script points it at the stored language before the browser reads it.
    manifest: isHost && production ? manifestFile(DEFAULT_LANGUAGE) : '',
    templateParameters: (compilation, assets, assetTags, options) => ({
      htmlWebpackPlugin: { tags: assetTags, files: assets, options },
      // ...and starts fetching the opened route's remote files while main.js is still on its way.
      bootScript: isHost
        ? hostBootScriptHtml({ compilation })
        : '',
    }),
  });
}

/**
 * The host's PWA files and its service worker (host/src/pwa/service-worker.ts), built by Workbox with the list of the
 * build's files to precache. Left out: what must come from the network on every load (index.html carries the
 * deployment's policy, main.js and remotes.json change under the same name), source maps and the compressed copies.
 */
function pwaPlugins(app) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return [
    new PwaAssetsPlugin(),
    new InjectManifest({
      swSrc: path.join(app.dir, 'src/pwa/service-worker.ts'),
      swDest: 'sw.js',
      exclude: [/\.map$/, /\.(br|gz)$/, /^index\.html$/, /^main\.js$/, /^remotes\.json$/, /LICENSE/],
      // main.js is listed with its revision so that every host build is a new sw.js (which the open app notices and
      // offers as a new version); the worker still fetches it network first, like index.html.
      manifestTransforms: [
        (entries, compilation) => {
          const main = compilation.getAsset('main.js');
          const revision = main && require('crypto').createHash('md5').update(main.source.buffer()).digest('hex');
          return { manifest: revision ? [...entries, { url: 'main.js', revision, size: main.source.size() }] : entries, warnings: [] };
        },
      ],
    }),
  ];
}

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2020',
    },
  };
}

module.exports = { createConfig };
