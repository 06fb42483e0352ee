// Whether customer service is staffed at a moment: CS_SERVICE_HOURS read in the app's time zone.
import { type AppConfig } from '../config';

const MINUTES_IN_DAY = 1440;

/** Minutes after local midnight in `timeZone`. */
export function minuteOfDay(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(now));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Inside [start, end); an end before the start runs past midnight (22:00-06:00). */
export function isServiceOpen(hours: AppConfig['cs']['serviceHours'], timeZone: string, now: number): boolean {
  const { startMinute, endMinute } = hours;
  if (startMinute === 0 && endMinute >= MINUTES_IN_DAY) return true;
  const minute = minuteOfDay(now, timeZone);
  return startMinute < endMinute ? minute >= startMinute && minute < endMinute : minute >= startMinute || minute < endMinute;
}
