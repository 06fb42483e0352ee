/** Webpack build of remote-betting: the shared factory, exposing each page its routes declare. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_betting', title: 'Betting' });
