/** Builds the webpack configuration of the host or of one remote: one factory, so the five apps cannot drift apart. */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedSingletons } = require('./shared-singletons');
const { API_SERVER_URL, devServerPorts, devRemotesJson, productionRemotesJson } = require('./app-topology');
const { WriteJsonAfterBuildPlugin } = require('./write-json-after-build-plugin');
const { CompressAssetsPlugin } = require('./compress-assets-plugin');
const { homeFirstPaintHtml } = require('./home-first-paint');

// webpack's own minimizer package, resolved from webpack so the versions stay in step.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));

const repoRoot = path.resolve(__dirname, '../..');

/**
 * @param {object} app
 * @param {string} app.dir        the package folder (pass __dirname)
 * @param {'host'|'remote_auth'|'remote_betting'|'remote_profile'|'remote_chat'} app.name federation name
 * @param {Record<string,string>} [app.exposes] modules a remote exposes
 * @param {string} [app.title] HTML title of the standalone page
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = app.name === 'host';
    const packageJson = require(path.join(app.dir, 'package.json'));

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(app.dir, 'dist'),
        // The federation runtime chunk cannot take a content hash: cache busting goes through the HTML.
        filename: '[name].js',
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      optimization: production
        ? {
            // swc minifies 2-4x faster than terser for the same size.
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
          }
        : {},
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes || {} }),
          remotes: {},
          shared: createSharedSingletons(packageJson),
          // Load a remote's entry only when one of its routes is opened, never at start-up.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title || 'Racing',
          chunks: ['main'],
          // The host paints the top of the home screen from plain HTML so the first screen does not wait for JavaScript.
          firstPaint: isHost ? homeFirstPaintHtml() : '',
        }),
        ...(isHost ? [new WriteJsonAfterBuildPlugin('remotes.json', production ? productionRemotesJson() : devRemotesJson())] : []),
        // The server answers with the .br or .gz beside a file when the browser accepts it (@fastify/static preCompressed).
        ...(production ? [new CompressAssetsPlugin()] : []),
      ],
      devServer: {
        port: devServerPorts[app.name],
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
