/**
 * A moment from the server (an ISO instant: the end of a self-exclusion, when a raised limit applies) is shown in the
 * player's own time zone, date and time of day, never as the UTC date. (Jest cannot change the process's zone from a
 * test: the zone is named here, as a player's browser names its own.)
 */
import { formatDate } from '@racing/shared/src/format/format-date';

/** 20:30 UTC on 1 June is 04:30 on 2 June in Shanghai: a UTC date would show the wrong day. */
const EXCLUDED_UNTIL = '2027-06-01T20:30:00.000Z';
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

it.each([
  ['en', 'Jun 2, 2027, 4:30 AM'],
  ['es', '2 jun 2027, 4:30'],
  ['fr', '2 juin 2027, 04:30'],
  ['zh-Hans', '2027年6月2日 04:30'],
] as const)('shows the end of a self-exclusion as the date and time of day where the player is, in %s: %s', (language, text) => {
  expect(spaces(formatDate(EXCLUDED_UNTIL, 'dateTime', language, 'Asia/Shanghai'))).toBe(text);
});

it('gives the same moment the local date of another zone', () => {
  expect(spaces(formatDate(EXCLUDED_UNTIL, 'dateTime', 'en', 'America/Los_Angeles'))).toBe('Jun 1, 2027, 1:30 PM');
});

it('counts a clock in that zone too, numeric in every language', () => {
  expect(formatDate(EXCLUDED_UNTIL, 'HH:mm', 'zh-Hant', 'Asia/Shanghai')).toBe('04:30');
  expect(formatDate(EXCLUDED_UNTIL, 'HH:mm:ss', 'fr', 'Asia/Shanghai')).toBe('04:30:00');
});
