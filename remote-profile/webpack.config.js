/** Webpack build of remote-profile: the shared factory, exposing each page its routes declare. */
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'remote_profile', title: 'Profile' });
