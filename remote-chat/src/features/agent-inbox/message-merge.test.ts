/** Merging a conversation's messages: one per id, oldest first, and a receipt once seen is never undone by an older copy. */
import { markReceipts, mergeMessages, newestId, oldestId } from './message-merge';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';

const message = (id: number, overrides: Partial<CsMessage> = {}): CsMessage => ({
  id,
  sessionId: 1,
  clientId: null,
  senderType: 'agent',
  senderName: 'Amy',
  contentType: 'text',
  content: `m${id}`,
  system: null,
  createTime: '2027-06-01T08:00:00.000Z',
  delivered: false,
  read: false,
  ...overrides,
});

it('keeps one copy per id, ordered by id whatever order pages arrive in', () => {
  const merged = mergeMessages([message(5), message(3)].sort((a, b) => a.id - b.id), [message(9), message(1), message(5, { content: 'edited copy' })]);
  expect(merged.map((m) => m.id)).toEqual([1, 3, 5, 9]);
  expect(merged.find((m) => m.id === 5)?.content).toBe('edited copy');
  expect(oldestId(merged)).toBe(1);
  expect(newestId(merged)).toBe(9);
  expect(newestId([])).toBeUndefined();
});

it('never takes back a delivered or read mark when an older copy of the message arrives', () => {
  const merged = mergeMessages([message(2, { delivered: true, read: true })], [message(2)]);
  expect(merged[0]).toMatchObject({ delivered: true, read: true });
});

it("marks the agents' messages up to the id as read (and so delivered), never the player's or later ones", () => {
  const list = [message(1), message(2, { senderType: 'player' }), message(3), message(4)];
  const read = markReceipts(list, 'read', 3);
  expect(read.map((m) => [m.id, m.delivered, m.read])).toEqual([
    [1, true, true],
    [2, false, false],
    [3, true, true],
    [4, false, false],
  ]);
  const delivered = markReceipts(list, 'delivered', 4);
  expect(delivered.filter((m) => m.senderType === 'agent').every((m) => m.delivered && !m.read)).toBe(true);
});

it('answers the same array when nothing changes, so nothing re-renders', () => {
  const list = [message(1, { delivered: true, read: true })];
  expect(markReceipts(list, 'read', 5)).toBe(list);
  expect(mergeMessages(list, [])).toBe(list);
});
