/** Webpack build of the host shell: the shared factory; remotes are registered at run time from remotes.json. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'host', title: 'Racing' });
