// Periods of a business day in the configured time zone: issue YYYYMMDD + 4 digits, opening at the previous draw, closing before its own.
export interface PeriodTimes {
  issue: string;
  /** 1-based position in the day, also the index of its key in the day's hash chain. */
  index: number;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

export interface ScheduleSettings {
  timeZone: string;
  intervalSeconds: number;
  closeSeconds: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { year: +parts.year, month: +parts.month, day: +parts.day, hour: +parts.hour, minute: +parts.minute, second: +parts.second };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/** The business date (YYYYMMDD) an instant falls on. */
export function businessDate(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${w.year}${String(w.month).padStart(2, '0')}${String(w.day).padStart(2, '0')}`;
}

/** The instant a business date starts: local midnight (DST-safe). */
export function dayStart(date: string, timeZone: string): number {
  const utcMidnight = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8));
  let start = utcMidnight - zoneOffset(utcMidnight, timeZone);
  start = utcMidnight - zoneOffset(start, timeZone); // the offset may differ at local midnight itself
  return start;
}

export function nextDate(date: string): string {
  const next = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8) + 1));
  return `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}${String(next.getUTCDate()).padStart(2, '0')}`;
}

export function issueOf(date: string, index: number): string {
  return `${date}${String(index).padStart(4, '0')}`;
}

/** Every period of a business day: period n draws at day start + n × interval, up to the next day's start. */
export function periodsOfDay(date: string, settings: ScheduleSettings): PeriodTimes[] {
  const start = dayStart(date, settings.timeZone);
  const end = dayStart(nextDate(date), settings.timeZone);
  const interval = settings.intervalSeconds * 1000;
  const periods: PeriodTimes[] = [];
  for (let index = 1; start + index * interval <= end; index++) {
    const drawAt = start + index * interval;
    periods.push({ issue: issueOf(date, index), index, openAt: drawAt - interval, closeAt: drawAt - settings.closeSeconds * 1000, drawAt });
  }
  return periods;
}
