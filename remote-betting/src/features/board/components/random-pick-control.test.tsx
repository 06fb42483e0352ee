/** The random pick puts N distinct numbers of the shown rank in the slip, leaves the rest of the slip, and sends nothing. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardStore } from '../board-store';
import { RandomPickControl } from './random-pick-control';
import { catalogue, renderBetting } from '../../../test/render-betting';

it('fills the slip with the chosen number of distinct numbers of the rank, no two-sided items, other ranks kept', async () => {
  const [sum, champion] = catalogue();
  const store = new BoardStore();
  store.toggle(sum.types[0].items[0], 'Sum');
  store.toggle(champion.types[1].items[0], 'Champion');
  await renderBetting(<RandomPickControl rankItems={champion} store={store} />);
  // The rank has three numbers: no more can be asked for.
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Random pick' }), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Pick 2 numbers' }));
  const numbers = store.selectionList.filter(({ item }) => item.rankId === champion.rank.id && item.type === 0);
  expect(numbers).toHaveLength(2);
  expect(new Set(numbers.map(({ item }) => item.id)).size).toBe(2);
  expect(store.count).toBe(4);
  expect(store.isSelected(sum.types[0].items[0].id)).toBe(true);
  expect(store.isSelected(champion.types[1].items[0].id)).toBe(true);
  expect(store.step).toBe('editing');
});

it('replaces the rank’s earlier number picks rather than adding to them', async () => {
  const champion = catalogue()[1];
  const store = new BoardStore();
  await renderBetting(<RandomPickControl rankItems={champion} store={store} />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Random pick' }), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Pick 3 numbers' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Random pick' }), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Pick 1 number' }));
  expect(store.count).toBe(1);
});
