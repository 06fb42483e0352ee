/** About us shows the server's text and fetches it again in a newly chosen language. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import AboutPage from './about-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

beforeAll(() => initI18n('en'));

it('shows the about text from GET /app/base/comm/param?key=aboutUs', async () => {
  get.mockResolvedValue('We run fair draws.');
  render(<AboutPage />);
  await waitFor(() => expect(screen.getByTestId('about-text')).toHaveTextContent('We run fair draws.'));
  expect(get).toHaveBeenCalledWith('/app/base/comm/param', { key: 'aboutUs' });
});

it('fetches the text again after a language switch', async () => {
  get.mockResolvedValueOnce('English text').mockResolvedValueOnce('Texto en español');
  render(<AboutPage />);
  await screen.findByText('English text');
  await act(() => changeLanguage('es'));
  await waitFor(() => expect(screen.getByTestId('about-text')).toHaveTextContent('Texto en español'));
  await act(() => changeLanguage('en'));
});

it('shows the error message and a retry when the call fails', async () => {
  get.mockRejectedValueOnce(new ApiError('service abnormal')).mockResolvedValueOnce('Back again');
  render(<AboutPage />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
  act(() => screen.getByRole('button', { name: 'Try again' }).click());
  await waitFor(() => expect(screen.getByTestId('about-text')).toHaveTextContent('Back again'));
});
