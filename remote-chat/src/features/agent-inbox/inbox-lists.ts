/**
 * Where a session belongs in the agent's two lists once the server says what became of it: waiting sessions in the
 * queue (oldest first), active sessions assigned to me in My sessions (latest activity first), anything else in neither.
 */
import type { CsInboxItem } from './api/inbox-types';

export interface InboxLists {
  queue: CsInboxItem[];
  mine: CsInboxItem[];
}

const time = (value: string) => new Date(value).getTime() || 0;

export const byOldestFirst = (a: CsInboxItem, b: CsInboxItem) => time(a.createTime) - time(b.createTime) || a.id - b.id;
export const byLatestActivity = (a: CsInboxItem, b: CsInboxItem) => time(b.updateTime) - time(a.updateTime) || b.id - a.id;

/** `item` as it is now, placed in the list it belongs to for agent `myId` and taken out of the other. */
export function placeSession(lists: InboxLists, item: CsInboxItem, myId: number): InboxLists {
  const queue = lists.queue.filter((known) => known.id !== item.id);
  const mine = lists.mine.filter((known) => known.id !== item.id);
  if (item.status === 'waiting') queue.push(item);
  else if (item.status === 'active' && item.agent?.id === myId) mine.push(item);
  return { queue: queue.sort(byOldestFirst), mine: mine.sort(byLatestActivity) };
}

/** The list answers from the server, in their orders (whatever order they came in). */
export function sortedLists(queue: readonly CsInboxItem[], mine: readonly CsInboxItem[]): InboxLists {
  return { queue: [...queue].sort(byOldestFirst), mine: [...mine].sort(byLatestActivity) };
}
