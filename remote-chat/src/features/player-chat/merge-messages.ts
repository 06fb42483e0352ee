/** The conversation as one list: messages from pages, sends and socket events merged by id, oldest first, each once. */
import type { CsMessage } from '@racing/shared/src/cs/cs-types';

/** `current` is oldest first; `incoming` in any order (pages come newest first). A message seen again replaces the old copy (its ticks may have changed). */
export function mergeMessages(current: readonly CsMessage[], incoming: readonly CsMessage[]): CsMessage[] {
  if (incoming.length === 0) return current as CsMessage[];
  const byId = new Map<number, CsMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The largest id in `messages`, or 0. */
export function newestIdOf(messages: readonly CsMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}
