/** One jest setup for the frontend packages: @swc/jest, jsdom, polyfills, federated ids mapped to the remotes' sources. */
const path = require('path');
const { REMOTES } = require('../../scripts/webpack/app-topology');

const repoRoot = path.resolve(__dirname, '../..');

function createJestConfig(packageDir, { moduleNameMapper = {} } = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    clearMocks: true,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    setupFiles: [path.join(__dirname, 'setup-polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-after-env.js')],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      // Pages import antd-mobile's ES build per component (tree shaking); jest runs its CommonJS twin.
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
      // A part of a locale file (i18n-setup.ts): webpack cuts it out (locale-part-loader.js); tests read the whole file.
      '^\\./locales/([\\w-]+)\\.json\\?part=\\w+$': path.join(repoRoot, 'shared/src/i18n/locales/$1.json'),
      ...moduleNameMapper,
    },
    // The workspace symlinks resolve to the real folders; both must be transformed. @noble ships ES modules only.
    transformIgnorePatterns: ['/node_modules/(?!@racing/|@noble/)'],
    roots: ['<rootDir>'],
  };
}

/** Federated ids (`<remote>/pages/<page>`) mapped to each remote's source, for host tests; the remotes come from the topology. */
const federatedRemoteSources = Object.fromEntries(
  REMOTES.map((remote) => [`^${remote.name}/(.*)$`, path.join(repoRoot, remote.dir, 'src/$1')]),
);

module.exports = { createJestConfig, federatedRemoteSources };
