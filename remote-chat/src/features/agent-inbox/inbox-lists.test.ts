/** Where a session goes when the server says what became of it: queue, My sessions, or neither. */
import { placeSession, sortedLists } from './inbox-lists';
import type { CsInboxItem } from './api/inbox-types';

const ME = 3;
const item = (id: number, overrides: Partial<CsInboxItem> = {}): CsInboxItem => ({
  id,
  status: 'waiting',
  player: { id: 100 + id, nickName: `P${id}`, nameDigits: String(100 + id).padStart(4, '0'), avatarUrl: null },
  agent: null,
  unread: 0,
  lastMessage: null,
  createTime: `2027-06-01T08:0${id}:00.000Z`,
  updateTime: `2027-06-01T08:0${id}:00.000Z`,
  playerReadId: 0,
  ...overrides,
});
const mine = (id: number, updateTime: string) => item(id, { status: 'active', agent: { id: ME, displayName: 'Amy' }, updateTime });

it('orders the queue oldest first and my sessions by latest activity', () => {
  const lists = sortedLists([item(3), item(1), item(2)], [mine(4, '2027-06-01T09:00:00Z'), mine(5, '2027-06-01T10:00:00Z')]);
  expect(lists.queue.map((i) => i.id)).toEqual([1, 2, 3]);
  expect(lists.mine.map((i) => i.id)).toEqual([5, 4]);
});

it('moves a session I took from the queue to My sessions, to the top when it is the latest', () => {
  const lists = sortedLists([item(1), item(2)], [mine(4, '2027-06-01T09:00:00Z')]);
  const next = placeSession(lists, mine(1, '2027-06-01T11:00:00Z'), ME);
  expect(next.queue.map((i) => i.id)).toEqual([2]);
  expect(next.mine.map((i) => i.id)).toEqual([1, 4]);
});

it('drops a session another agent took, one transferred away and one closed', () => {
  const lists = sortedLists([item(1)], [mine(4, '2027-06-01T09:00:00Z'), mine(5, '2027-06-01T10:00:00Z')]);
  let next = placeSession(lists, item(1, { status: 'active', agent: { id: 9, displayName: 'Bob' } }), ME);
  next = placeSession(next, item(4, { status: 'active', agent: { id: 9, displayName: 'Bob' } }), ME);
  next = placeSession(next, item(5, { status: 'closed', agent: { id: ME, displayName: 'Amy' } }), ME);
  expect(next).toEqual({ queue: [], mine: [] });
});

it('puts a newly queued session in its place by age, and replaces a known one instead of doubling it', () => {
  const lists = sortedLists([item(1), item(3)], []);
  const next = placeSession(placeSession(lists, item(2), ME), item(3, { unread: 4 }), ME);
  expect(next.queue.map((i) => [i.id, i.unread])).toEqual([
    [1, 0],
    [2, 0],
    [3, 4],
  ]);
});
