/** Every frontend test starts from an empty localStorage and a root hash, and gets jest-dom matchers. */
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a lazy page's first render has taken
// longer (a remote's modules are compiled on first import). 4 s keeps a real failure quick and under the test's own limit.
configure({ asyncUtilTimeout: 4000 });
// Room for a few of those waits on a loaded machine. Set here, per test file: a project's `testTimeout` does not hold in
// the root's multi-project run (`npm test`), which kept jest's 5 s, and a test rendering the whole shell took longer.
jest.setTimeout(15_000);

// antd-mobile measures a test element to convert px; jsdom lays nothing out, so it always complains. Only that is muted.
const consoleError = console.error;
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('The px tester is not rendering properly')) return;
  consoleError(...args);
};

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '#/');
});
