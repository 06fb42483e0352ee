/** Odds on the board are written the player's way: 9.8 is "9,8" in Spanish and French. */
import { screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { BoardStore } from '../board-store';
import { PlayItemGrid } from './play-item-grid';
import { catalogue, renderBetting } from '../../../test/render-betting';

it.each([
  ['es', '9,8', '1,98'],
  ['fr', '9,8', '1,98'],
  ['en', '9.8', '1.98'],
] as const)('writes odds in %s as %s and %s', async (language, numberOdds, sideOdds) => {
  await initI18n(language);
  await changeLanguage(language);
  await renderBetting(<PlayItemGrid rankItems={catalogue()[1]} store={new BoardStore()} />);
  expect(screen.getByTestId('play-item-101')).toHaveTextContent(numberOdds);
  expect(screen.getByTestId('play-item-201')).toHaveTextContent(sideOdds);
  expect(screen.getByTestId('play-item-201')).toHaveAccessibleName(`Champion big @ ${sideOdds}`);
});
