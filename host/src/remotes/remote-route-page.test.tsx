/** A remote that fails, is slow or is missing never takes the shell down. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ALL_REMOTES, renderShell, serveRemotes } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => import(id)),
}));
// Pages that load data get an empty answer: these tests are about the shell.
jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => ''), post: jest.fn(async () => null) } }));

const loadRemoteMock = loadRemote as unknown as jest.Mock;

afterEach(() => {
  jest.useRealTimers();
  loadRemoteMock.mockImplementation((id: string) => import(id));
});

it('shows the retry message when a remote fails, and loads it on a tap once it is back', async () => {
  loadRemoteMock.mockImplementation((id: string) =>
    id.startsWith('remote_profile/') ? Promise.reject(new Error('ScriptExternalLoadError')) : import(id),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderShell('/pages/user/about');
  const retry = await screen.findByText('The connection timed out. Tap the screen to try again.');

  loadRemoteMock.mockImplementation((id: string) => import(id));
  fireEvent.click(retry);
  await screen.findByTestId('page-about');
});

it('keeps other remotes working while one is down', async () => {
  loadRemoteMock.mockImplementation((id: string) =>
    id.startsWith('remote_profile/') ? Promise.reject(new Error('down')) : import(id),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderShell('/pages/trend/index');
  await screen.findByTestId('page-trend');
});

it('gives up after 60 s and shows the progress bar only after 200 ms', async () => {
  jest.useFakeTimers();
  loadRemoteMock.mockImplementation(() => new Promise(() => undefined));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderShell('/pages/history/index');
  expect(screen.queryByTestId('remote-progress')).toBeNull();
  await act(async () => jest.advanceTimersByTime(150));
  expect(screen.queryByTestId('remote-progress')).toBeNull();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('remote-progress')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(59_700));
  expect(screen.queryByTestId('remote-load-failed')).toBeNull();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('remote-load-failed')).toBeInTheDocument();
});

it('serves nothing of a remote left out of remotes.json: its path is not found, and it is never loaded', async () => {
  await renderShell('/uni_modules/cool-cs/pages/chat', { remotes: ['remote_auth', 'remote_betting', 'remote_profile'], loggedIn: true });
  await waitFor(() => expect(screen.getByTestId('not-found')).toHaveTextContent('This page does not exist.'));
  expect(loadRemoteMock).not.toHaveBeenCalledWith(expect.stringMatching(/^remote_chat\//));
});

it('learns the routes from the manifests when remotes.json does not carry them', async () => {
  await renderShell('/pages/user/about', { inline: false });
  await screen.findByTestId('page-about');
  expect(loadRemoteMock).toHaveBeenCalledWith('remote_profile/pages/about-page');
});

it('offers the retry on a path while a remote cannot say what it serves, and opens the page once it can', async () => {
  await renderShell('/pages/user/about', { inline: false, deadRemotes: ['remote_profile'] });
  const retry = await screen.findByText('The connection timed out. Tap the screen to try again.');
  serveRemotes(ALL_REMOTES, { inline: false });
  fireEvent.click(retry);
  await screen.findByTestId('page-about');
});

it('shows a page a remote newly declares, with nothing of the host changed', async () => {
  const declared = [{ path: '/pages/chat/new-page', page: 'chat-page', titleKey: 'titles.chat' }];
  await renderShell('/pages/chat/new-page', { loggedIn: true, extraRoutes: { remote_chat: declared } });
  await screen.findByTestId('page-chat');
  expect(screen.getByTestId('nav-bar')).toHaveTextContent('Customer service chat');
});
