/**
 * The project modules each app bundles for itself (PER_APP_MODULES) must be safe to copy: nothing kept at module level,
 * so two remotes' copies behave as one; and never imported by the host, whose start-up scripts would otherwise have
 * served them to every remote for nothing.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { FACADES, LIBRARY_KEYS, PER_APP_MODULES, PER_APP_REQUEST, createSharedSingletons } = require('./shared-singletons');

const repoRoot = path.resolve(__dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared/src');

/** Module-level constants bound to a factory's result that keeps no state of its own (it reads storage on each call). */
const STATELESS_FACTORY_RESULTS = { 'session/recent-accounts': ['recentAccounts'] };

function sourceFileOf(name) {
  const file = ['.ts', '.tsx'].map((ext) => path.join(sharedSrc, name + ext)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`shared/src/${name} does not exist`);
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** A value that cannot change and starts nothing: a literal, a function, or a literal array/object of those. */
function isInert(node) {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return isInert(node.expression);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return true;
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isRegularExpressionLiteral(node)) return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(node.kind)) return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isInert);
  if (ts.isObjectLiteralExpression(node)) return node.properties.every((property) => ts.isPropertyAssignment(property) && isInert(property.initializer));
  return false;
}

/** Why a top-level statement could hold or start something, or null when it cannot. */
function stateOf(statement, allowedFactoryResults) {
  if (ts.isImportDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return null;
  if (ts.isFunctionDeclaration(statement) || ts.isModuleDeclaration(statement)) return null;
  if (ts.isVariableStatement(statement)) {
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) return `a module-level let/var: ${statement.getText()}`;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText();
      if (declaration.initializer && !isInert(declaration.initializer) && !allowedFactoryResults.includes(name)) return `a module-level value that is not inert: ${name}`;
    }
    return null;
  }
  return `a top-level statement of another kind: ${statement.getText().slice(0, 80)}`;
}

it('names modules that exist, and its request filter matches exactly them', () => {
  for (const name of PER_APP_MODULES) {
    expect(() => sourceFileOf(name)).not.toThrow();
    expect(PER_APP_REQUEST.test(`src/${name}`)).toBe(true);
  }
  for (const other of ['src/session/session-store', 'src/api/app-api-client', 'src/ui/page-states', 'src/xapi/use-api-data']) expect(PER_APP_REQUEST.test(other)).toBe(false);
  const shared = createSharedSingletons({ dependencies: { react: '19', 'react-dom': '19', mobx: '6', 'mobx-react-lite': '4', axios: '1', i18next: '25', 'react-i18next': '15', 'react-router-dom': '7', '@racing/shared': '^1.0.0' } });
  expect(shared['@racing/shared/'].exclude.request).toBe(PER_APP_REQUEST);
});

it('shares no facade library whole, and each facade is a shared singleton module that exists', () => {
  const shared = createSharedSingletons(require('../../host/package.json'));
  for (const [packageName, facade] of Object.entries(FACADES)) {
    expect(shared[packageName]).toBeUndefined();
    expect(Object.values(LIBRARY_KEYS)).not.toContain(packageName);
    expect(() => sourceFileOf(facade.replace(/^src\//, ''))).not.toThrow();
    expect(PER_APP_REQUEST.test(facade)).toBe(false);
  }
  expect(() => createSharedSingletons({ name: 'x', dependencies: { ...require('../../host/package.json').dependencies, 'react-i18next': undefined } })).toThrow(/react-i18next/);
});

it('shares socket.io-client as one lazy singleton among the apps that use it, never in the host\'s start-up scripts', () => {
  const host = createSharedSingletons(require('../../host/package.json'), { eager: true });
  expect(host['socket.io-client']).toEqual({ singleton: true, eager: false, requiredVersion: require('../../host/package.json').dependencies['socket.io-client'] });
  expect(createSharedSingletons(require('../../remote-betting/package.json'))['socket.io-client']).toMatchObject({ singleton: true, eager: false });
  expect(createSharedSingletons(require('../../remote-auth/package.json'))['socket.io-client']).toBeUndefined();
});

it.each(PER_APP_MODULES)('%s keeps nothing at module level', (name) => {
  const problems = sourceFileOf(name)
    .statements.map((statement) => stateOf(statement, STATELESS_FACTORY_RESULTS[name] ?? []))
    .filter(Boolean);
  expect(problems).toEqual([]);
});

it('a module that keeps state is told apart', () => {
  const parse = (text) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true).statements.map((statement) => stateOf(statement, []));
  expect(parse("let cache = new Map();\nexport const store = createStore();\nregister();\nconst context = createContext(null);")).toEqual([
    expect.stringContaining('let/var'),
    expect.stringContaining('not inert: store'),
    expect.stringContaining('another kind'),
    expect.stringContaining('not inert: context'),
  ]);
  expect(parse("export const A = 1;\nconst B = ['.', ','] as const;\nconst f = (x: number) => x;\nexport function g() {}")).toEqual([null, null, null, null]);
});

it('the host never imports any of them, directly or through another shared module', () => {
  const specifier = /(?:from\s*|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)'@racing\/shared\/src\/([^']+)'/g;
  const sourcesIn = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sourcesIn(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const reached = new Set();
  const queue = sourcesIn(path.join(repoRoot, 'host/src')).map((file) => fs.readFileSync(file, 'utf8'));
  while (queue.length > 0) {
    for (const [, name] of queue.pop().matchAll(specifier)) {
      const module = name.replace(/\.tsx?$/, '');
      if (reached.has(module)) continue;
      reached.add(module);
      const file = ['.ts', '.tsx', ''].map((ext) => path.join(sharedSrc, module + ext)).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (file) queue.push(fs.readFileSync(file, 'utf8'));
    }
  }
  expect(reached.size).toBeGreaterThan(10);
  expect(PER_APP_MODULES.filter((name) => reached.has(name))).toEqual([]);
});
