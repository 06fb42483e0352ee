/** Every frontend test starts from an empty localStorage and a root hash, and gets jest-dom matchers. */
require('@testing-library/jest-dom');

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '#/');
});
