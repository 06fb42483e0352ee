/**
 * A message's own id, made on the phone before it is sent, so that a retry is the same message (CONTRACT.md: 8..64 of
 * [A-Za-z0-9_-]). randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
 */
export function newClientId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
