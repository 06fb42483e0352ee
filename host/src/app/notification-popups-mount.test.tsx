/** The shell loads the notification pop-ups only for a signed-in player, only after the first screen is up, and drops them on logout. */
import { itMountsOnlyWhileSignedIn } from '../test/signed-in-idle-mount-cases';
import { NotificationPopupsMount } from './notification-popups-mount';

const loaded = jest.fn();
jest.mock('../../../shared/src/notifications/notification-popups', () => {
  loaded();
  return { __esModule: true, default: () => <div data-testid="notification-popups-stub" /> };
});

itMountsOnlyWhileSignedIn({
  Mount: NotificationPopupsMount,
  stubTestId: 'notification-popups-stub',
  loaded,
  signedIn: { title: 'loads the pop-ups when idle once a player signs in, and drops them when they sign out', afterFirstPaint: false },
});
