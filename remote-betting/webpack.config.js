/** Webpack build of remote-betting: the shared factory, exposing the route table. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_betting', title: 'Betting', exposes: { './routes': './src/routes.ts' } });
