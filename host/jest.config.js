/** Jest project of the host; federated ids resolve to the remotes' sources. */
const { createJestConfig, federatedRemoteSources } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname, { moduleNameMapper: federatedRemoteSources });
