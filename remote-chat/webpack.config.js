/** Webpack build of remote-chat: the shared factory, exposing the route table. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_chat', title: 'Chat', exposes: { './routes': './src/routes.ts' } });
