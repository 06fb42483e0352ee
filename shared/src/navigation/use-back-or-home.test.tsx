/** Back goes to the page before; a page alone in the history goes home (or to the place it names) in its stead, leaving nothing to come back to. */
import { act, render, screen } from '@testing-library/react';
import { HashRouter, useNavigate } from '@racing/shared/src/routing/router';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { useBackOr, useBackOrHome } from './use-back-or-home';

function BackButton({ fallback }: { fallback?: string }) {
  const backOrHome = useBackOrHome();
  const backOrFallback = useBackOr(fallback ?? '/');
  return (
    <button type="button" onClick={fallback ? backOrFallback : backOrHome}>
      back
    </button>
  );
}

/** Hands react-router's navigate to appNavigator, as the host does, so pushes are numbered entries. */
function Navigator() {
  appNavigator.use(useNavigate());
  return null;
}

function show(fallback?: string) {
  render(
    <HashRouter>
      <Navigator />
      <BackButton fallback={fallback} />
    </HashRouter>,
  );
}

const path = () => window.location.hash.replace(/^#/, '');

beforeEach(() => {
  // A fresh document history entry with no router state: the page was opened directly.
  window.history.replaceState(null, '', '#/pages/user/about');
});
afterEach(() => appNavigator.use(null));

it('goes home from a page alone in the history, replacing it', async () => {
  show();
  const before = window.history.length;
  await act(async () => screen.getByRole('button', { name: 'back' }).click());
  expect(path()).toBe('/');
  expect(window.history.length).toBe(before);
});

it('goes to the page before when there is one', async () => {
  show();
  act(() => appNavigator.push('/pages/user/set'));
  expect(path()).toBe('/pages/user/set');
  await act(async () => {
    screen.getByRole('button', { name: 'back' }).click();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(path()).toBe('/pages/user/about');
});

it('goes to the place the page names instead of home when alone', async () => {
  show('/pages/user/set');
  await act(async () => screen.getByRole('button', { name: 'back' }).click());
  expect(path()).toBe('/pages/user/set');
});
