/** The language page: five languages in their own names, the current one checked; a tap switches the app at once, remembers it and goes back. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@racing/shared/src/i18n/languages';
import { changeLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { renderProfilePage } from '../test/render-profile-page';
import LanguagePage from './language-page';

afterEach(() => act(() => changeLanguage('en')));

const options = () => screen.getAllByRole('radio');

it('names each language in itself and checks the one in use', async () => {
  await renderProfilePage(<LanguagePage />, '/pages/user/language');
  expect(options().map((option) => option.textContent)).toEqual(['简体中文', '繁體中文', 'English', 'Español', 'Français']);
  expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: 'Español' })).toHaveAttribute('aria-checked', 'false');
});

it('switches the app to the chosen language at once, remembers it and goes back (home, when opened directly)', async () => {
  await renderProfilePage(<LanguagePage />, '/pages/user/language');
  await userEvent.click(screen.getByRole('radio', { name: '繁體中文' }));
  await waitFor(() => expect(i18next.language).toBe('zh-Hant'));
  expect(i18next.t('titles.mine')).toBe('我的');
  expect(i18next.t('mine.recharge')).toBe('儲值');
  expect(JSON.parse(window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? 'null')).toBe('zh-Hant');
  expect(document.documentElement.lang).toBe('zh-Hant');
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
});
