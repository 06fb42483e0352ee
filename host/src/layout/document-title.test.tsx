/** The browser tab's title: the page's title and the app's name in the current language, per route, on navigation and on a change of language. */
import { act, screen, waitFor } from '@testing-library/react';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { changeLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { renderShell } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => import(id)),
}));
// Pages that load data get an empty answer: this test is about the shell.
jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => ''), post: jest.fn(async () => null) } }));

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

it('names the page on screen in the tab title, following navigation and the language', async () => {
  await renderShell('/pages/trend/index');
  await screen.findByTestId('page-trend');
  await waitFor(() => expect(document.title).toBe('Trends · Racing'));

  act(() => appNavigator.push('/pages/notice/index'));
  await screen.findByTestId('page-notice-list');
  await waitFor(() => expect(document.title).toBe('Notices · Racing'));

  await act(() => changeLanguage('zh-Hans'));
  await waitFor(() => expect(document.title).toBe('公告列表 · 赛车'));
  await act(() => changeLanguage('fr'));
  await waitFor(() => expect(document.title).toBe('Annonces · Courses'));
});

it('says a page was not found, with a way home, for a path no remote serves', async () => {
  await renderShell('/pages/nowhere/at-all');
  const notFound = await screen.findByTestId('not-found');
  expect(notFound).toHaveTextContent('This page does not exist.');
  expect(notFound).toHaveTextContent('The link may be old or mistyped.');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '#/');
  await waitFor(() => expect(document.title).toBe('Page not found · Racing'));
});
