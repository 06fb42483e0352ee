/** An operator's text param: the text the server answers, and a fault shown when the key holds something other than text. */
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { getTextParam } from './get-text-param';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

beforeAll(() => initI18n('en'));

it('answers the text the server holds under the key', async () => {
  get.mockResolvedValue('We run fair draws.');
  await expect(getTextParam('aboutUs')).resolves.toBe('We run fair draws.');
  expect(get).toHaveBeenCalledWith('/app/base/comm/param', { key: 'aboutUs' });
});

it('rejects with the service-abnormal message when the key holds JSON rather than text', async () => {
  get.mockResolvedValue({ title: 'not a text' });
  const failure = getTextParam('aboutUs');
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toThrow('Service unavailable. Please try again later.');
});
