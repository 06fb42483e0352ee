/** A lazily fetched part of a page: shown once loaded, and a failed load is tried again on retry instead of failing for good. */
import { Component, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from './lazy-part';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <button onClick={() => this.setState({ failed: false })}>retry</button> : this.props.children;
  }
}

it('loads the part when first shown, and loads it again after a failed load when the page retries', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  type Module = { default: (props: { name: string }) => ReactNode };
  let arrive: (module: Module) => void = () => undefined;
  const load = jest
    .fn<Promise<Module>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockReturnValueOnce(new Promise<Module>((resolve) => (arrive = resolve)));
  const Part = lazyPart(load, <p>loading</p>);
  function Page() {
    const [shown, setShown] = useState(false);
    return shown ? (
      <Boundary>
        <Part name="player" />
      </Boundary>
    ) : (
      <button onClick={() => setShown(true)}>show</button>
    );
  }
  render(<Page />);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'show' }));
  await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
  expect(screen.getByText('loading')).toBeInTheDocument();
  act(() => arrive({ default: ({ name }) => <p>hello {name}</p> }));
  expect(await screen.findByText('hello player')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => undefined);
  errors.mockRestore();
});
