/** Dates in local time, from the shapes the server and the apps use. */
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats a server date string', () => {
    expect(formatDate('2024-05-01 08:09:10')).toBe('2024-05-01 08:09:10');
  });

  it('formats a Date with a shorter pattern', () => {
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 5), 'MM-DD HH:mm')).toBe('01-02 03:04');
  });

  it('formats a timestamp', () => {
    const date = new Date(2023, 11, 31, 23, 59, 58);
    expect(formatDate(date.getTime(), 'YYYY-MM-DD')).toBe('2023-12-31');
  });

  it('returns an empty text for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
