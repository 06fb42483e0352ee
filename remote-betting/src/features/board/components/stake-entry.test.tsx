/** The stake field takes the amount as the player's language writes it: "10,50" in Spanish is 10.50, and a switch of language rewrites it. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { BoardStore } from '../board-store';
import { StakeEntry } from './stake-entry';
import { SlipBar } from './slip-bar';
import { playItem, renderBetting } from '../../../test/render-betting';

async function setup(language: 'es' | 'en' | 'fr') {
  await initI18n(language);
  await changeLanguage(language);
  const store = new BoardStore();
  store.toggle(playItem(101, 1, 0, '1'), 'Champion');
  store.toggle(playItem(102, 1, 0, '2'), 'Champion');
  await act(async () => {
    await renderBetting(
      <>
        <StakeEntry store={store} />
        <SlipBar store={store} open waiting={false} onPlace={() => {}} />
      </>,
    );
  });
  return { store, user: userEvent.setup(), input: screen.getByTestId('stake-input') };
}

it('accepts "10,50" in Spanish as 10.50 a pick and totals it the Spanish way', async () => {
  const { store, user, input } = await setup('es');
  expect(input).toHaveAttribute('inputMode', 'decimal');
  expect(input).toHaveAttribute('placeholder', '0,00');

  await user.clear(input);
  await user.type(input, '10,50');
  expect(input).toHaveValue('10,50');
  expect(store.stakeCents).toBe(1050);
  expect(screen.getByTestId('slip-total')).toHaveTextContent('21,00');

  await user.clear(input);
  await user.type(input, '1.234,56');
  expect(store.stakeCents).toBe(123456);
  // Spanish groups from five digits: 2 × 1234,56 is written 2469,12.
  expect(screen.getByTestId('slip-total')).toHaveTextContent('2469,12');
});

it('refuses a third decimal in Spanish', async () => {
  const { store, user, input } = await setup('es');
  await user.clear(input);
  await user.type(input, '10,505');
  expect(store.stakeCents).toBeNull();
});

it('offers quick amounts written the French way and fills the field with them', async () => {
  const { store, user, input } = await setup('fr');
  expect(input).toHaveAttribute('placeholder', '0,00');
  await user.click(screen.getByRole('button', { name: '1\u202f000' }));
  expect(input).toHaveValue('1000');
  expect(store.stakeCents).toBe(100_000);
});

it('rewrites a typed stake with the new decimal mark when the player switches language', async () => {
  const { store, user, input } = await setup('en');
  expect(input).toHaveAttribute('placeholder', '0.00');
  await user.clear(input);
  await user.type(input, '10.50');
  await act(async () => {
    await changeLanguage('es');
  });
  expect(input).toHaveValue('10,50');
  expect(store.stakeCents).toBe(1050);
});
