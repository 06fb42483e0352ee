/** The user agreement and privacy policy pages show the operator's text for their own key, with loading and error states. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { renderProfilePage } from '../test/render-profile-page';
import AgreementPage from './agreement-page';
import PrivacyPage from './privacy-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

it('the agreement page shows the userAgreement text', async () => {
  get.mockResolvedValue('1. Play fair.\n2. Be 18 or older.');
  await renderProfilePage(<AgreementPage />, '/pages/user/agreement');
  await waitFor(() => expect(screen.getByTestId('legal-text')).toHaveTextContent('1. Play fair. 2. Be 18 or older.'));
  expect(get).toHaveBeenCalledWith('/app/base/comm/param', { key: 'userAgreement' });
  expect(screen.getByTestId('page-agreement')).toBeInTheDocument();
});

it('the privacy page shows the privacyPolicy text, and says so when the operator wrote none', async () => {
  get.mockResolvedValue('  ');
  await renderProfilePage(<PrivacyPage />, '/pages/user/privacy');
  await waitFor(() => expect(screen.getByTestId('legal-text')).toHaveTextContent('Nothing here yet.'));
  expect(get).toHaveBeenCalledWith('/app/base/comm/param', { key: 'privacyPolicy' });
});

it('shows the error and loads again on retry', async () => {
  get.mockRejectedValueOnce(new ApiError('service abnormal')).mockResolvedValueOnce('We keep your number only.');
  await renderProfilePage(<PrivacyPage />, '/pages/user/privacy');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByTestId('legal-text')).toHaveTextContent('We keep your number only.'));
});
