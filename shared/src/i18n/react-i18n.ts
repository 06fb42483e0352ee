/**
 * The react-i18next API every app uses, from this one shared singleton module rather than from react-i18next itself.
 * A federation-shared library is never tree-shaken: shared whole, react-i18next put its `Trans` machinery (with an HTML
 * parser) into the host's start-up scripts, ~8 KB gzip no first screen uses. Bundled here, only what is re-exported
 * survives, and the apps still share one react-i18next (one i18n instance, one context) because this module is a
 * singleton. Import it from here only (eslint.config.mjs); rich text with tags is `@racing/shared/src/i18n/trans`.
 */
export { initReactI18next, useTranslation } from 'react-i18next';
