/** A message's own id (8..64 of [A-Za-z0-9_-], CONTRACT.md): a retry sends the same one, so the server keeps one message. */

export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '') ?? `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `agent-${Date.now().toString(36)}-${random}`.slice(0, 64);
}
