/** Re-reads the player's balance into the session (after a refusal, a reconnect): a failure leaves the known balance alone. */
import { getPerson } from '@racing/shared/src/session/get-person';
import { session } from '@racing/shared/src/session/session-store';

export async function refreshBalance(): Promise<number | null> {
  if (!session.isLoggedIn) return null;
  try {
    const person = await getPerson();
    if (session.userInfo) session.setCurrentBalance(person.currentBalance);
    else session.setUserInfo(person);
    return person.currentBalance;
  } catch {
    return session.userInfo?.currentBalance ?? null;
  }
}
