/** Webpack build of remote-auth: the shared factory, exposing the route table. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_auth', title: 'Account', exposes: { './routes': './src/routes.ts' } });
