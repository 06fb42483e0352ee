/** The shell loads the reality check only for a signed-in player, and only after the first screen is up. */
import { itMountsOnlyWhileSignedIn } from '../test/signed-in-idle-mount-cases';
import { RealityCheckMount } from './reality-check-mount';

const loaded = jest.fn();
jest.mock('../../../shared/src/responsible/reality-check', () => {
  loaded();
  return { __esModule: true, default: () => <div data-testid="reality-check-stub" /> };
});

itMountsOnlyWhileSignedIn({
  Mount: RealityCheckMount,
  stubTestId: 'reality-check-stub',
  loaded,
  signedIn: { title: 'loads the check after first paint once a player signs in, and drops it when they sign out', afterFirstPaint: true },
});
