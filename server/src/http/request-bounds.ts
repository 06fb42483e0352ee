// The bounds of every number a request may carry: row ids to their column's range, page numbers and sizes, money.
import { Type, type IntegerOptions, type StringOptions } from '@sinclair/typebox';

/** Ids held in PostgreSQL `integer` / `serial` columns (players, addresses, ranks, play items, notices...). */
export const INT_COLUMN_MAX = 2 ** 31 - 1;
/** Ids held in `bigserial` columns (bets, slips, ledger rows): a JSON number is exact up to 2^53 - 1. */
export const BIG_ID_MAX = Number.MAX_SAFE_INTEGER;
/** Far past any real history, and (MAX_PAGE - 1) × MAX_PAGE_SIZE stays a small offset in either dialect. */
export const MAX_PAGE = 1_000_000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * The most money (cents) one field may name: 100 million in major units. It fits the `bigint` money columns, and a
 * slip of 50 such stakes, or any payout of one, stays an exact JSON number.
 */
export const MAX_CENTS = 10_000_000_000;

/** A row id of an `integer` column; `minimum: 0` for the catalogue's rank 0 (the sum). */
export function Id(options: IntegerOptions = {}) {
  return Type.Integer({ minimum: 1, maximum: INT_COLUMN_MAX, ...options });
}

/** A row id of a `bigserial` column. */
export function BigId(options: IntegerOptions = {}) {
  return Type.Integer({ minimum: 1, maximum: BIG_ID_MAX, ...options });
}

/** An amount of money in cents; `minimum: 1` for a stake, a lower `maximum` where the column or the rule wants one. */
export function Cents(options: IntegerOptions = {}) {
  return Type.Integer({ minimum: 0, maximum: MAX_CENTS, description: 'Cents', ...options });
}

/** The `page` and `size` of every paged request; a size past MAX_PAGE_SIZE is refused, not silently cut. */
export const pageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};

/**
 * Where a page starts: the `pagination.cursor` of the previous page (the next page begins after its last row). With a
 * cursor, `page` is ignored; each list declares its cursor's shape.
 */
export function cursorField(pattern: string) {
  return Type.Optional(Type.String({ pattern, maxLength: 40, description: "The previous page's pagination.cursor: the page starts after its last row" }));
}

/** The pagination of a list that scrolls: the cool convention's page, size and total, and the cursor of the next page. */
export const CursorPagination = Type.Object({
  page: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer({ description: 'Rows in the list (from counters, or counted for a narrow search)' }),
  cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null after the last page' }),
});

/** ajv's name for a real calendar date written YYYYMMDD (plugins/external/ajv.ts): 20260230 is eight digits, and no date. */
export const CALENDAR_DATE_FORMAT = 'yyyymmdd';

/** Whether eight digits name a day the calendar has (a business date, a chain's id). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8))];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A business date in a request: YYYYMMDD, and a real one. */
export function CalendarDate(options: StringOptions = {}) {
  return Type.String({ pattern: '^\\d{8}$', format: CALENDAR_DATE_FORMAT, description: 'YYYYMMDD', ...options });
}
