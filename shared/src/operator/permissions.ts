/** Permission patterns as the server's roles hold them (`*` matches one segment, or every remaining one when it is last), read by the console's menu and the agent inbox alike. */

export function patternAllows(pattern: string, key: string): boolean {
  const wanted = pattern.split(':');
  const segments = key.split(':');
  for (let i = 0; i < wanted.length; i += 1) {
    if (wanted[i] === '*' && i === wanted.length - 1) return segments.length > i;
    if (i >= segments.length) return false;
    if (wanted[i] !== '*' && wanted[i] !== segments[i]) return false;
  }
  return wanted.length === segments.length;
}

export function permits(patterns: readonly string[], key: string): boolean {
  return patterns.some((pattern) => patternAllows(pattern, key));
}
