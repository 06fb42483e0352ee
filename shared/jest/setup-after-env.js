/** Every frontend test starts from an empty localStorage and a root hash, and gets jest-dom matchers. */
require('@testing-library/jest-dom');

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
