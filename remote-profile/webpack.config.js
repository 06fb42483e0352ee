/** Webpack build of remote-profile: the shared factory, exposing the route table. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_profile', title: 'Profile', exposes: { './routes': './src/routes.ts' } });
