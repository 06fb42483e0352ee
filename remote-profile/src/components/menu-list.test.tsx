/** The grouped rows Mine and Settings share: a link opens its page, an action runs, a plain line only shows its value; only rows that go somewhere carry the arrow. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfilePage } from '../test/render-profile-page';
import { MenuButton, MenuGroup, MenuLine, MenuLink } from './menu-list';

const arrowOf = (testId: string) => screen.getByTestId(testId).querySelector('.menu-row__chevron');

it('opens a page from a link row, runs a button row, and shows a plain line as it is', async () => {
  const onLogOut = jest.fn();
  await renderProfilePage(
    <MenuGroup label="Account">
      <MenuLink to="/pages/user/language" label="Language" value="English" testId="row-language" />
      <MenuButton label="Log out" danger testId="row-log-out" onClick={onLogOut} />
      <MenuLine label="Version" value="1.0.0 (100)" testId="row-version" />
    </MenuGroup>,
    '/pages/user/set',
  );
  const user = userEvent.setup();
  expect(screen.getByRole('list', { name: 'Account' }).children).toHaveLength(3);
  expect(screen.getByTestId('row-version')).toHaveTextContent('Version1.0.0 (100)');
  expect(arrowOf('row-version')).toBeNull();
  expect(arrowOf('row-language')).not.toBeNull();
  expect(arrowOf('row-log-out')).not.toBeNull();

  await user.click(screen.getByTestId('row-log-out'));
  expect(onLogOut).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('link', { name: /Language/ }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/language');
});
