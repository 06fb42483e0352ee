/** Building an `Intl` formatter costs far more than using one: each formatter is built once per key and kept. */
const kept = new Map<string, unknown>();

export function keptFormatter<F>(key: string, build: () => F): F {
  let formatter = kept.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = build();
    kept.set(key, formatter);
  }
  return formatter;
}
