/** Sign-in: credentials and the authenticator code, the server's refusal shown inline, the one-time password changed first, and back to the page that sent the operator here. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminGet, adminPost, AdminApiError } from '@racing/shared/src/operator/admin-client';
import { operatorStore } from '@racing/shared/src/operator/operator-store';
import { TOKEN_STORAGE_KEY } from '@racing/shared/src/operator/token-store';
import { renderConsoleRoutes } from '../test/console-test-env';
import ConsoleSignInPage from './console-sign-in';

jest.mock('@racing/shared/src/operator/admin-client', () => ({
  ...jest.requireActual('@racing/shared/src/operator/admin-client'),
  adminGet: jest.fn(),
  adminPost: jest.fn(),
}));

// The icons' index loads ESM jest does not run; the password eye's glyph is not what these tests read.
jest.mock('@ant-design/icons', () => ({ EyeOutlined: () => null, EyeInvisibleOutlined: () => null }));

const post = adminPost as jest.Mock;
const get = adminGet as jest.Mock;
const ADMIN = { id: 1, username: 'root', displayName: 'Root', role: 'admin', permissions: ['*'], mustChangePassword: false };

function open(redirect?: string) {
  return renderConsoleRoutes(
    {
      '/console': <ConsoleSignInPage redirect={redirect} />,
      '/console/overview': <div data-testid="overview-stub" />,
      '/pages/cs/inbox': <div data-testid="inbox-stub" />,
    },
    '/console',
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function submitCredentials(code = '123456') {
  fill('console-username', 'root');
  fill('console-password', 'first-password');
  fill('console-code', code);
  fireEvent.click(screen.getByTestId('console-sign-in'));
}

beforeEach(() => {
  window.sessionStorage.clear();
  operatorStore.reset();
});

it('signs in with username, password and code, keeps the token in sessionStorage and opens the overview', async () => {
  post.mockResolvedValueOnce({ token: 'op-1', expire: 3600, stage: 'full' });
  get.mockResolvedValueOnce(ADMIN);
  await open();
  await submitCredentials();
  await screen.findByTestId('overview-stub');
  expect(post).toHaveBeenCalledWith('/base/open/login', { username: 'root', password: 'first-password', code: '123456' });
  expect(get).toHaveBeenCalledWith('/base/comm/person');
  expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('op-1');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/console/overview');
});

it("shows the server's refusal beside the field it blames, and a general one above the form", async () => {
  post.mockRejectedValueOnce(new AdminApiError('The code is wrong or expired', { code: 1001, status: 200, field: 'code' }));
  await open();
  await submitCredentials();
  expect(await screen.findByText('The code is wrong or expired')).toBeInTheDocument();
  expect(screen.queryByTestId('console-sign-in-error')).toBeNull();

  post.mockRejectedValueOnce(new AdminApiError('Wrong username or password', { code: 1001, status: 200 }));
  fireEvent.click(screen.getByTestId('console-sign-in'));
  await waitFor(() => expect(screen.getByTestId('console-sign-in-error')).toHaveTextContent('Wrong username or password'));
  expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

it('asks for 6 digits before calling the server', async () => {
  await open();
  await submitCredentials('12ab');
  expect(await screen.findByText('Enter 6 digits')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('asks for a new password after a one-time password, then opens the console', async () => {
  post.mockResolvedValueOnce({ token: 'op-2', expire: 3600, stage: 'password' });
  get.mockResolvedValueOnce({ ...ADMIN, mustChangePassword: true });
  await open();
  await submitCredentials();
  await screen.findByTestId('console-new-password');
  expect(screen.queryByTestId('console-old-password')).toBeNull();

  post.mockResolvedValueOnce(null);
  get.mockResolvedValueOnce(ADMIN);
  fill('console-new-password', 'a-better-password');
  fill('console-confirm-password', 'a-better-password');
  fireEvent.click(screen.getByTestId('console-save-password'));
  await screen.findByTestId('overview-stub');
  expect(post).toHaveBeenLastCalledWith('/base/comm/password', { oldPassword: 'first-password', newPassword: 'a-better-password' });
});

it('refuses a new password shorter than 10 characters without calling the server', async () => {
  post.mockResolvedValueOnce({ token: 'op-3', expire: 3600, stage: 'password' });
  get.mockResolvedValueOnce({ ...ADMIN, mustChangePassword: true });
  await open();
  await submitCredentials();
  await screen.findByTestId('console-new-password');
  fill('console-new-password', 'short');
  fireEvent.click(screen.getByTestId('console-save-password'));
  expect(await screen.findByText('At least 10 characters')).toBeInTheDocument();
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
});

it('refuses a confirmation that differs from the new password without calling the server', async () => {
  post.mockResolvedValueOnce({ token: 'op-4', expire: 3600, stage: 'password' });
  get.mockResolvedValueOnce({ ...ADMIN, mustChangePassword: true });
  await open();
  await submitCredentials();
  await screen.findByTestId('console-new-password');
  fill('console-new-password', 'a-better-password');
  fill('console-confirm-password', 'a-better-passwort');
  fireEvent.click(screen.getByTestId('console-save-password'));
  expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
});

it('goes back to the page named by redirect (the agent inbox) once signed in', async () => {
  post.mockResolvedValueOnce({ token: 'op-5', expire: 3600, stage: 'full' });
  get.mockResolvedValueOnce({ ...ADMIN, role: 'agent', permissions: ['cs:*'] });
  await open('/pages/cs/inbox?session=7');
  await submitCredentials();
  await screen.findByTestId('inbox-stub');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/cs/inbox?session=7');
});

it('ignores a redirect that leaves the app and opens the first section instead', async () => {
  post.mockResolvedValueOnce({ token: 'op-6', expire: 3600, stage: 'full' });
  get.mockResolvedValueOnce(ADMIN);
  await open('//evil.example/phish');
  await submitCredentials();
  await screen.findByTestId('overview-stub');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/console/overview');
});
