/** Jest project of remote-profile. */
const { createJestConfig } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname, {
  // The dashboard's chart specs use AntV F2's JSX runtime (`@jsxImportSource @antv/f2`), published as ES modules only;
  // jest runs its CommonJS twin from f-engine, which is where F2's runtime comes from.
  moduleNameMapper: { '^@antv/f2/jsx(-dev)?-runtime$': '@antv/f-engine/lib/jsx/jsx-runtime' },
});
