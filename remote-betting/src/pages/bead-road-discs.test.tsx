/** The roads on screen: bead road discs in draw order, column by column, the counts above, a sum-11 push as its own disc; the big road's runs. */
import { screen } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { renderBetting } from '../test/render-betting';
import { registerRoadLocales } from '../locales/roads/register-road-locales';
import { BeadRoad } from '../features/roads/components/bead-road';
import { BigRoad } from '../features/roads/components/big-road';

beforeAll(async () => {
  await initI18n('en');
  registerRoadLocales();
});

const issues = (n: number) => Array.from({ length: n }, (_, i) => `20261126${String(i + 1).padStart(4, '0')}`);

it('draws sum 3, 19, 11 (push), 12, 11 (push), 7, 4 as small, big, push, big, push, small, small down its first column', async () => {
  await renderBetting(<BeadRoad pair="bigSmall" cells="2101022" issues={issues(7)} placeName="Sum 1+2" />);
  const columns = document.querySelectorAll('ol.bead-road__column');
  expect([...columns].map((column) => [...column.children].map((cell) => cell.textContent!.slice(0, 1)).join(''))).toEqual(['SBPBPS', 'S']);
  expect(screen.getByTestId('road-count-first')).toHaveTextContent('BBig 2');
  expect(screen.getByTestId('road-count-second')).toHaveTextContent('SSmall 3');
  expect(screen.getByTestId('road-count-push')).toHaveTextContent('PPush 2');
  expect(screen.getByRole('region', { name: 'Sum 1+2, Big/Small: 7 draws, in columns of six' })).toBeInTheDocument();
  // Each disc says its period to a screen reader; the newest is ringed.
  expect(screen.getByText('202611260003: Push')).toBeInTheDocument();
  expect(document.querySelector('.bead-road__cell--newest')).toHaveTextContent('202611260007: Small');
});

it('shows no push count on a place, where no draw can push', async () => {
  await renderBetting(<BeadRoad pair="dragonTiger" cells="1211" issues={issues(4)} placeName="Champion" />);
  expect(screen.getByTestId('road-count-first')).toHaveTextContent('DDragon 3');
  expect(screen.getByTestId('road-count-second')).toHaveTextContent('TTiger 1');
  expect(screen.queryByTestId('road-count-push')).toBeNull();
});

it('draws the same sums as a big road: a column per run, each push counted on the cell before it', async () => {
  // small | big, push, big, push | small, small
  await renderBetting(<BigRoad pair="bigSmall" cells="2101022" />);
  const figure = screen.getByRole('img', { name: 'Big road: 3 runs, each in its own column' });
  const cells = [...figure.querySelectorAll<HTMLElement>('.big-road__cell')].map((cell) => `${cell.textContent} ${cell.style.gridColumn}/${cell.style.gridRow}`);
  expect(cells).toEqual(['S 1/1', 'B1 2/1', 'B1 2/2', 'S 3/1', 'S 3/2']);
});
