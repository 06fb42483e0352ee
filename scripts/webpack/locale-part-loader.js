/**
 * Cuts one part out of a locale file at build time: `locales/<language>.json?part=<part>` becomes a JSON module holding
 * only that part's sections (shared/src/i18n/locale-parts.ts says which). Translators keep one file per language.
 */
const path = require('path');
const { readTypedModule } = require('./read-typed-module');

const LOCALE_PARTS_MODULE = path.resolve(__dirname, '../../shared/src/i18n/locale-parts.ts');

/** @this {{ resourceQuery: string, addDependency(file: string): void }} */
module.exports = function localePartLoader(source) {
  const part = new URLSearchParams(this.resourceQuery).get('part');
  const { TEXT_PARTS, textsOfPart } = readTypedModule(LOCALE_PARTS_MODULE);
  if (!TEXT_PARTS.includes(part)) throw new Error(`${this.resourcePath}: unknown locale part "${part}" (${TEXT_PARTS.join(', ')})`);
  this.addDependency(LOCALE_PARTS_MODULE);
  return JSON.stringify(textsOfPart(JSON.parse(source), part));
};
