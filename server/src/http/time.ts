// The API's one way to show a stored epoch-millisecond time: ISO 8601 in UTC.
export function isoTime(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();
}
