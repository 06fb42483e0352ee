/** The list shows at once; antd-mobile's pull to refresh, fetched when the page is idle, then wraps the same rows. */
import { render, screen } from '@testing-library/react';
import { DeferredPullToRefresh } from './deferred-pull-to-refresh';

it('shows the rows before the gesture has arrived, and the real pull to refresh around them once it has', async () => {
  const refresh = jest.fn(async () => undefined);
  const { container, unmount } = render(
    <DeferredPullToRefresh onRefresh={refresh} pullingText="pull" canReleaseText="release" refreshingText="loading" completeText="done">
      <ul>
        <li>row 1</li>
      </ul>
    </DeferredPullToRefresh>,
  );
  // First render: the rows, in the plain wrapper, with none of the gesture's markup.
  expect(screen.getByText('row 1')).toBeInTheDocument();
  expect(screen.getByTestId('pull-to-refresh-pending')).toContainElement(screen.getByText('row 1'));
  expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();

  // Idle: the component arrives and takes the wrapper's place; the rows are still there, now inside it.
  await screen.findByText('row 1', { selector: '.adm-pull-to-refresh-content li' });
  expect(screen.queryByTestId('pull-to-refresh-pending')).toBeNull();
  unmount();

  // A later page gets it at once (already loaded): no plain wrapper first.
  render(
    <DeferredPullToRefresh onRefresh={refresh}>
      <p>again</p>
    </DeferredPullToRefresh>,
  );
  expect(screen.queryByTestId('pull-to-refresh-pending')).toBeNull();
  expect(screen.getByText('again').closest('.adm-pull-to-refresh')).not.toBeNull();
});
