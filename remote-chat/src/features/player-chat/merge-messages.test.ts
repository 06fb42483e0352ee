/** Merging pages, sends and events: oldest first by id, each message once, the later copy winning (its ticks may have moved). */
import { buildCsMessage } from '@racing/shared/src/test/fake-cs-player-api';
import { mergeMessages, newestIdOf } from './merge-messages';

it('puts a newest-first page in order after what is shown, each message once', () => {
  const shown = [buildCsMessage({ id: 3 }), buildCsMessage({ id: 5 })];
  const page = [buildCsMessage({ id: 7 }), buildCsMessage({ id: 5, read: true }), buildCsMessage({ id: 1 })];
  const merged = mergeMessages(shown, page);
  expect(merged.map((message) => message.id)).toEqual([1, 3, 5, 7]);
  expect(merged.find((message) => message.id === 5)?.read).toBe(true);
});

it('answers the same list when nothing comes in, and 0 as the newest id of nothing', () => {
  const shown = [buildCsMessage({ id: 2 })];
  expect(mergeMessages(shown, [])).toBe(shown);
  expect(newestIdOf([])).toBe(0);
  expect(newestIdOf([buildCsMessage({ id: 9 }), buildCsMessage({ id: 4 })])).toBe(9);
});
