/** One conversation's messages from pages, sends and socket events: one copy per id, oldest first, receipts never undone. */
import type { CsMessage } from '@racing/shared/src/cs/cs-types';

/** `incoming` joins `current`; a message known already keeps a delivered or read mark an older copy lacks. */
export function mergeMessages(current: readonly CsMessage[], incoming: readonly CsMessage[]): CsMessage[] {
  if (incoming.length === 0) return current as CsMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? { ...message, delivered: known.delivered || message.delivered, read: known.read || message.read } : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The player's device has (`delivered`) or the player has read (`read`, which implies delivered) the agents' messages
 * up to `upToId`: those marks, as the socket's `cs.delivered` / `cs.read` report them.
 */
export function markReceipts(messages: readonly CsMessage[], kind: 'delivered' | 'read', upToId: number): CsMessage[] {
  let changed = false;
  const next = messages.map((message) => {
    if (message.senderType !== 'agent' || message.id > upToId) return message;
    if (kind === 'read' ? message.read : message.delivered) return message;
    changed = true;
    return kind === 'read' ? { ...message, delivered: true, read: true } : { ...message, delivered: true };
  });
  return changed ? next : (messages as CsMessage[]);
}

export function newestId(messages: readonly CsMessage[]): number | undefined {
  return messages.length ? messages[messages.length - 1].id : undefined;
}

export function oldestId(messages: readonly CsMessage[]): number | undefined {
  return messages.length ? messages[0].id : undefined;
}
