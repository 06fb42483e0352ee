/** Ends this device's login for real: the server revokes it (refresh tokens, sockets), then the session is cleared here whatever the server answered. */
import { api } from '@racing/shared/src/api/app-api-client';
import { LOGIN_PATH, appNavigator, withQuery } from '@racing/shared/src/navigation/app-navigator';
import { session } from '@racing/shared/src/session/session-store';

/** How long leaving waits for the server: a slow or dead network must not hold the player on a page they asked to leave. */
export const END_LOGIN_WAIT_MS = 5000;

/** Asks the server to end this login; offline, timed out or already expired, the login still ends on this device. */
async function endServerLogin(): Promise<void> {
  if (!session.token) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, END_LOGIN_WAIT_MS);
  });
  try {
    await Promise.race([api.post('/app/user/info/logout', {}), patience]);
  } catch {
    // Nothing to tell the player: once the tokens are gone here they are useless to this device, and they expire.
  } finally {
    clearTimeout(timer);
  }
}

/** Log out: ends the login on the server, clears the session and relaunches to the login page. */
export async function logOut(): Promise<void> {
  await endServerLogin();
  session.logout();
}

/** Switch account: ends this login like `logOut`, then opens the login page with `phone` (another account on this device) filled in. */
export async function switchAccount(phone?: string): Promise<void> {
  await endServerLogin();
  session.clear();
  appNavigator.relaunch(withQuery(LOGIN_PATH, { phone }));
}
