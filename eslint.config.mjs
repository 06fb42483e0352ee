// The one lint configuration: typescript-eslint's recommended rules, each area's globals, and ARCHITECTURE.md's "may import" table as boundary rules.
import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** ESLint's own recommended set (what @eslint/js ships), read from the rules' metadata so no extra package is needed. */
const eslintRecommended = {
  name: 'eslint/recommended',
  rules: Object.fromEntries(
    [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended && !rule.meta.deprecated).map(([name]) => [name, 'error']),
  ),
};

const FRONTEND = ['shared', 'host', 'remote-*'];
const FRONTEND_SOURCE = FRONTEND.map((dir) => `${dir}/src/**/*.{ts,tsx}`);
const TEST_FILES = ['**/*.test.{ts,tsx,js,mjs}', '**/src/test/**', 'server/test/**'];
const NODE_SCRIPTS = ['scripts/**/*.{js,mjs}', 'e2e/**/*.mjs', '*.{js,mjs}', '*/*.config.js', 'shared/jest/**/*.js'];

const UNUSED_VARS = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true };

/** The element types a remote's source is made of (see `boundaries/elements` below). */
const REMOTE_PARTS = ['remote', 'feature', 'remote-common', 'remote-test'];

/** How a remote is named in messages: `remote-<id>`, from the element's captured folder suffix. */
const remoteName = (side) => `remote-{{${side}.element.captured.remote}}`;

/**
 * The "may import" column of ARCHITECTURE.md. Policies are read top to bottom and the last one that matches decides;
 * the allows come first, then the disallows that name the law being broken, so a violation's message says which.
 */
const importBoundaries = {
  default: 'disallow',
  message: '{{from.type}} may not import {{to.type}} (ARCHITECTURE.md, "may import")',
  policies: [
    // Every part of a remote imports shared, and its own building blocks (src/lib, src/api, src/components) and test helpers.
    {
      from: { element: { types: REMOTE_PARTS } },
      allow: {
        to: [
          { element: { type: 'shared' } },
          { element: { types: ['remote-common', 'remote-test'], captured: { remote: '{{from.element.captured.remote}}' } } },
        ],
      },
    },
    // Its pages, routes and test helpers compose its features (pages are where features meet).
    {
      from: { element: { types: ['remote', 'remote-test'] } },
      allow: { to: { element: { types: ['feature', 'remote'], captured: { remote: '{{from.element.captured.remote}}' } } } },
    },
    { from: { element: { type: 'host' } }, allow: { to: { element: { type: 'shared' } } } },
    { from: { element: { type: 'server' } }, allow: { to: { element: { type: 'shared', fileInternalPath: 'fair/verify-draw.ts' } } } },
    { from: { element: { types: ['e2e', 'scripts'] } }, allow: { to: { element: { type: '*' } } } },

    {
      from: { element: { type: 'shared' } },
      disallow: { to: { element: { type: '*' } } },
      message: 'shared imports nothing of ours: shared may not import {{to.type}} ({{dependency.source}})',
    },
    {
      from: { element: { types: REMOTE_PARTS } },
      disallow: {
        to: [
          { element: { types: REMOTE_PARTS, captured: { remote: '!{{from.element.captured.remote}}' } } },
          { element: { types: ['host', 'server', 'e2e', 'scripts'] } },
        ],
      },
      message: `a remote imports only shared: ${remoteName('from')} may not import {{#if to.element.captured.remote}}${remoteName('to')}{{else}}{{to.type}}{{/if}} ({{dependency.source}}); ask for it to move into shared`,
    },
    {
      from: { element: { type: 'feature' } },
      disallow: {
        to: {
          element: {
            type: 'feature',
            captured: { remote: '{{from.element.captured.remote}}', feature: '!{{from.element.captured.feature}}' },
          },
        },
      },
      message:
        'no feature imports another: ' +
        `${remoteName('from')} feature "{{from.element.captured.feature}}" may not import feature "{{to.element.captured.feature}}" ({{dependency.source}}); ` +
        'compose them in a page, or move what both need to src/lib or src/api',
    },
    {
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { type: 'remote', captured: { remote: '{{from.element.captured.remote}}' } } } },
      message: `pages compose features, not the reverse: ${remoteName('from')} feature "{{from.element.captured.feature}}" may not import a page or the route table ({{dependency.source}})`,
    },
    {
      from: { element: { type: 'remote-common' } },
      disallow: { to: { element: { types: ['feature', 'remote'], captured: { remote: '{{from.element.captured.remote}}' } } } },
      message:
        `building blocks sit below features and pages: ${remoteName('from')}'s src/lib, src/api and src/components may not import ` +
        '{{#if to.element.captured.feature}}feature "{{to.element.captured.feature}}"{{else}}a page or the route table{{/if}} ({{dependency.source}})',
    },
    {
      from: { element: { type: 'host' } },
      disallow: { to: { element: { types: REMOTE_PARTS } } },
      message: `host imports remotes only through federation: host may not import ${remoteName('to')} source ({{dependency.source}}); load it with loadRemote`,
    },
    {
      from: { element: { type: 'host' } },
      disallow: { to: { element: { types: ['server', 'e2e', 'scripts'] } } },
      message: 'host imports shared only: host may not import {{to.type}} ({{dependency.source}})',
    },
    {
      from: { element: { type: 'server' } },
      disallow: {
        to: [
          { element: { types: ['host', ...REMOTE_PARTS, 'e2e', 'scripts'] } },
          { element: { type: 'shared', fileInternalPath: '!fair/verify-draw.ts' } },
        ],
      },
      message:
        'the server imports no frontend code except shared/src/fair/verify-draw.ts: server may not import {{to.type}} ({{dependency.source}})',
    },

    // The tests that must see both sides: the browser's draw and beacon verifiers agree with the server's (pure domain code only).
    {
      from: { element: { type: 'shared', fileInternalPath: 'fair/verify-{draw,beacon}.test.ts' } },
      allow: { to: { element: { type: 'server', fileInternalPath: 'src/domain/draw/*.ts' } } },
    },
  ],
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'e2e/artifacts/',
    'test-results/',
    '**/data/',
    '.tmp/',
    // Generated by `npm run api-types` (openapi-typescript) from the server's schemas, which are linted.
    'shared/src/api/openapi-types.ts',
  ]),

  // Every file: ESLint's recommended rules; TypeScript files add typescript-eslint's (not type-checked: it stays fast).
  { files: ['**/*.{js,mjs,ts,tsx}'], extends: [eslintRecommended] },
  { files: ['**/*.{ts,tsx}'], extends: [tseslint.configs.recommended] },
  // `_name` marks a binding kept for its position; a rest sibling drops a field on purpose.
  { files: ['**/*.{js,mjs}'], rules: { 'no-unused-vars': ['error', UNUSED_VARS] } },
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-unused-vars': ['error', UNUSED_VARS] } },

  // React's two rules of hooks in the apps: hooks called unconditionally, effects and memos that list what they read.
  {
    files: FRONTEND_SOURCE,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // Globals per area: the apps run in the browser, the server and the scripts in Node; tests add jest's.
  { files: FRONTEND_SOURCE, languageOptions: { globals: globals.browser } },
  { files: ['server/**/*.ts'], languageOptions: { globals: globals.node } },
  { files: NODE_SCRIPTS, languageOptions: { globals: globals.node } },
  // Node scripts that also hold page code: callbacks handed to page.evaluate, boot scripts written into index.html, jsdom setup.
  {
    files: ['e2e/**/*.mjs', 'scripts/bench-first-screen.mjs', 'scripts/bench/observed-tbt.mjs', 'scripts/webpack/**/*.js', 'shared/jest/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { files: ['**/*.js'], languageOptions: { sourceType: 'commonjs' } },
  { files: TEST_FILES, languageOptions: { globals: globals.jest } },
  { files: ['shared/jest/**/*.js'], languageOptions: { globals: globals.jest } },

  // Host tests load the remotes' route tables by their federated ids (`remote_<id>/routes`), which only jest's
  // moduleNameMapper resolves: TypeScript cannot type them, so they are required.
  {
    files: ['host/src/test/**', 'host/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['^remote_[a-z]+/'] }] },
  },

  // Import boundaries (ARCHITECTURE.md, "Top level of the repository"; STYLE.md, "no feature imports another").
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      // Node's resolution, offline, with TypeScript's extensions. `@racing/<package>/...` goes through the workspace symlink
      // in node_modules; following it to the real folder makes it a local file of that package, not an external module.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], preserveSymlinks: false } },
      'boundaries/elements': [
        // A remote: its features, the building blocks they share, its test helpers, and the rest (pages, routes, bootstrap).
        { type: 'feature', pattern: 'remote-*/src/features/*', capture: ['remote', 'feature'], partialMatch: false },
        { type: 'remote-common', pattern: ['remote-*/src/lib', 'remote-*/src/api', 'remote-*/src/components'], capture: ['remote'], partialMatch: false },
        { type: 'remote-test', pattern: 'remote-*/src/test', capture: ['remote'], partialMatch: false },
        { type: 'remote', pattern: 'remote-*/src', capture: ['remote'], partialMatch: false },
        { type: 'shared', pattern: 'shared/src', partialMatch: false },
        { type: 'host', pattern: 'host/src', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'e2e', pattern: 'e2e', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', importBoundaries] },
  },

  // Inside shared, a module imports another by package name: a relative import would bundle a private
  // second copy of a singleton (a second session store). Type-only imports vanish at build and may be relative.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/',
              allowTypeImports: true,
              message: 'inside shared, import another shared module by package name (@racing/shared/src/...): a relative import bundles a private second copy of a singleton',
            },
          ],
        },
      ],
    },
  },

  // One router, one MobX and one react-i18next for every app: those libraries come only through their shared facades
  // (FACADES in scripts/webpack/shared-singletons.js); a direct import would bundle a second copy.
  {
    files: FRONTEND_SOURCE,
    ignores: ['shared/src/routing/router.ts', 'shared/src/state/mobx.ts', 'shared/src/i18n/react-i18n.ts', 'shared/src/i18n/trans.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^react-router(-dom)?(/|$)',
              message: 'import routing from @racing/shared/src/routing/router, so every app uses the one router (react-router-dom is bundled behind that shared facade)',
            },
            {
              regex: '^mobx(-react-lite)?(/|$)',
              message: 'import MobX from @racing/shared/src/state/mobx, so every app uses the one MobX (mobx and mobx-react-lite are bundled behind that shared facade)',
            },
            {
              regex: '^react-i18next(/|$)',
              message: 'import useTranslation from @racing/shared/src/i18n/react-i18n and Trans from @racing/shared/src/i18n/trans, so every app uses the one i18n instance',
            },
          ],
        },
      ],
    },
  },
]);
