/**
 * Which notices this reader has opened. A signed-in player's reads live on the server (opening a notice marks it, every
 * page says which are read); a guest's live on this device, so the notices page can mark the rest unread for them too.
 */
import { session } from '@racing/shared/src/session/session-store';
import { appStorage } from '@racing/shared/src/storage/expiring-storage';

const GUEST_READS_KEY = 'guestNoticeReads';
/** Enough for every notice live at once; the oldest reads go first past it. */
const GUEST_READS_KEPT = 200;

function guestReads(): number[] {
  const stored = appStorage.get<unknown>(GUEST_READS_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
}

/** A guest opened the notice: remembered on this device (signed-in reads are marked by the server as the notice is read). */
export function rememberGuestRead(id: number): void {
  if (session.isLoggedIn) return;
  const ids = [id, ...guestReads().filter((read) => read !== id)].slice(0, GUEST_READS_KEPT);
  try {
    appStorage.set(GUEST_READS_KEY, ids);
  } catch {
    // Storage full or refused (private mode): the mark is lost, nothing else.
  }
}

/** Whether the reader has opened the notice: the server's flag when it sent one (signed in), else this device's reads. */
export function noticeRead(notice: { id: number; read?: boolean }, deviceReads: ReadonlySet<number>): boolean {
  return notice.read ?? deviceReads.has(notice.id);
}

/** The notices this device has opened as a guest. */
export function guestReadIds(): ReadonlySet<number> {
  return new Set(guestReads());
}
