/** Customer service page: the summary's figures, and the way into the agent inbox for roles that take chats. */
import { screen, waitFor } from '@testing-library/react';
import { adminGet } from '@racing/shared/src/operator/admin-client';
import { renderConsole } from '../test/console-test-env';
import { useOperator } from '../session/operator-session';
import ConsoleCsPage from './console-cs';

jest.mock('@racing/shared/src/operator/admin-client', () => ({ adminGet: jest.fn(), adminPost: jest.fn() }));
jest.mock('../session/operator-session', () => ({ useOperator: jest.fn() }));
// The icons package ships ES modules jest does not load; the page's icons are decoration.
jest.mock('@ant-design/icons', () => ({ MessageOutlined: () => null, ReloadOutlined: () => null }));
jest.mock('../frame/console-frame', () => ({ ConsoleFrame: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

jest.setTimeout(30_000);

const operatorWho = (permissions: string[]) =>
  jest.mocked(useOperator).mockReturnValue({ operator: null, signedIn: true, can: (key) => permissions.some((p) => p === '*' || key.startsWith(p.replace('*', ''))) });

beforeEach(() => {
  jest.mocked(adminGet).mockResolvedValue({ agentsOnline: 3, queueLength: 7, satisfactionAverage: 4.256, ratings: 12, chatAvailable: true });
});

it('shows the agents online, the queue length, the average satisfaction out of 5 and the ratings it is over', async () => {
  operatorWho(['cs:*']);
  await renderConsole(<ConsoleCsPage />);
  expect(adminGet).toHaveBeenCalledWith('/cs/overview/summary');
  await waitFor(() => expect(screen.getByTestId('cs-queue')).toHaveTextContent('7'));
  expect(screen.getByTestId('cs-agents')).toHaveTextContent('3');
  expect(screen.getByTestId('cs-satisfaction')).toHaveTextContent('4.26/ 5');
  expect(screen.getByTestId('cs-ratings')).toHaveTextContent('12');
});

it('links an agent to the inbox', async () => {
  operatorWho(['cs:*']);
  await renderConsole(<ConsoleCsPage />);
  await waitFor(() => expect(screen.getByTestId('cs-open-inbox')).toHaveAttribute('href', '#/pages/cs/inbox'));
});

it('shows no satisfaction before the first rating, and no inbox link to a role that takes no chats', async () => {
  jest.mocked(adminGet).mockResolvedValue({ agentsOnline: 0, queueLength: 0, satisfactionAverage: null, ratings: 0, chatAvailable: true });
  operatorWho(['cs:overview:summary']);
  await renderConsole(<ConsoleCsPage />);
  await waitFor(() => expect(screen.getByTestId('cs-satisfaction')).toHaveTextContent('—'));
  expect(screen.queryByTestId('cs-open-inbox')).toBeNull();
});
