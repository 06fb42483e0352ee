/** A remote that fails, is slow or is missing never takes the shell down. */
import { act, fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderShell } from '../test/render-shell';

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
  const retry = await screen.findByText('The connection timed out, click the screen to try again.');

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

it('shows the missing-module message, in the user language, for a remote left out of remotes.json', async () => {
  await renderShell('/uni_modules/cool-cs/pages/chat', {
    remotes: ['remote_auth', 'remote_betting', 'remote_profile'],
    loggedIn: true,
  });
  expect(screen.getByTestId('module-missing')).toHaveTextContent(
    'Message module does not exist. Please download it in the plugin market.',
  );
  expect(loadRemoteMock).not.toHaveBeenCalledWith('remote_chat/routes');
});
