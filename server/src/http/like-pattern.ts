// LIKE patterns from what a person typed: their own % _ and \ match literally. Use with `escape '\'` (SQLite has no
// default escape character).

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escaped(text)}%`;
}

/** Matches what starts with `text`. */
export function prefixPattern(text: string): string {
  return `${escaped(text)}%`;
}

/** Matches what ends with `text`. */
export function suffixPattern(text: string): string {
  return `%${escaped(text)}`;
}
