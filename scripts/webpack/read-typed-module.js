/**
 * Reads a TypeScript module of plain data at build time (a remote's route declarations, the language list) through jiti,
 * the loader ESLint and webpack-cli use for TypeScript configuration; fresh on every call so watch builds see edits.
 */
const { createJiti } = require('jiti');

const jiti = createJiti(__filename, { fsCache: false, moduleCache: false });

/** @param {string} file absolute path of a `.ts` module */
function readTypedModule(file) {
  return jiti(file);
}

module.exports = { readTypedModule };
