/** A split names both of its parts, with count and share, even when one of them never came up. */
import { screen } from '@testing-library/react';
import { renderBetting } from '../../../test/render-betting';
import { SplitBar } from './split-bar';

it('names each part with its count and a share, the two shares adding up to 100', async () => {
  await renderBetting(<SplitBar first={{ label: 'Big', count: 5 }} second={{ label: 'Small', count: 3 }} />);
  expect(screen.getByTestId('split-a')).toHaveTextContent('Big 5 · 63%');
  expect(screen.getByTestId('split-b')).toHaveTextContent('Small 3 · 37%');
  expect(screen.getByRole('img')).toHaveAccessibleName('Big 5 · 63%, Small 3 · 37%');
});

it('still names the part that never came up, at 0', async () => {
  const { container } = await renderBetting(<SplitBar first={{ label: 'Big', count: 0 }} second={{ label: 'Small', count: 1 }} />);
  expect(screen.getByTestId('split-a')).toHaveTextContent('Big 0 · 0%');
  expect(screen.getByTestId('split-b')).toHaveTextContent('Small 1 · 100%');
  const parts = container.querySelectorAll<HTMLElement>('.split__part');
  expect(parts).toHaveLength(1);
  expect(parts[0]).toHaveClass('split__part--b');
});
