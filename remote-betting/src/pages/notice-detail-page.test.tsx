/** Notice detail loads the notice named by the `id` query parameter. */
import { render, screen, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import NoticeDetailPage from './notice-detail-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

beforeAll(() => initI18n('en'));

it('shows title, date and content of the notice', async () => {
  get.mockResolvedValue({ id: 4, title: 'Maintenance', content: 'Tonight 2-3 am.', createTime: '2024-05-01 08:30:00' });
  render(<NoticeDetailPage id="4" />);
  await waitFor(() => expect(screen.getByTestId('notice-title')).toHaveTextContent('Maintenance'));
  expect(screen.getByTestId('notice-content')).toHaveTextContent('Tonight 2-3 am.');
  // The date in the sentence is the player's locale's, in local time (newer ICU puts a narrow no-break space before AM).
  expect(screen.getByText(/May 1, 2024, 8:30\sAM/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/app/notice/notice/info', { id: 4 });
});

it('says no notice was chosen instead of calling the server without an id', () => {
  render(<NoticeDetailPage />);
  expect(screen.getByText('No notice was chosen.')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
