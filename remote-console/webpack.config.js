/** Webpack build of remote-console: the shared factory, exposing each page its routes declare. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_console', title: 'Console' });
