// The sandbox notification's signature: what it signs is what it checks, and a changed body, another key, a stale or
// future timestamp, or a malformed header or body is refused.
import { NotificationRejected, type IncomingNotification } from './payment-provider';
import { SANDBOX_HEADERS, signSandboxNotification, signedSandboxHeaders, verifySandboxNotification } from './sandbox-notification';

const SECRET = 'a-test-secret-of-thirty-two-chars!!';
const NOW = Date.UTC(2027, 4, 23, 12, 0, 0);
const BODY = JSON.stringify({ tradeNo: 'SBX01', orderNo: 'R1779537600000123456', status: 'paid', amount: 1234, currency: 'CNY', attach: '7', paidAt: NOW });

function signed(overrides: { body?: string; secret?: string; at?: number } = {}): IncomingNotification {
  return { headers: signedSandboxHeaders(overrides.secret ?? SECRET, overrides.body ?? BODY, overrides.at ?? NOW), rawBody: overrides.body ?? BODY };
}

function reason(notification: IncomingNotification, at = NOW): string {
  try {
    verifySandboxNotification(SECRET, notification, at);
  } catch (error) {
    if (error instanceof NotificationRejected) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('sandbox notification signature', () => {
  it('reads back a notification it signed', () => {
    expect(verifySandboxNotification(SECRET, signed(), NOW)).toEqual(JSON.parse(BODY));
  });

  it('signs timestamp, nonce and body with HMAC-SHA256 in base64, as the contract writes it', () => {
    // Computed independently: printf '1779537600\n0123456789abcdef0123456789abcdef\n{}\n' | openssl dgst -sha256 -hmac key -binary | base64
    expect(signSandboxNotification('key', '{}', 1779537600, '0123456789abcdef0123456789abcdef')).toBe('7wN0NC4lpDJAgWt4Wy6J5jWFkh7va5kIMFCM5JZlkVg=');
  });

  it('signs every delivery with a fresh 32-hex nonce and the current unix second', () => {
    const first = signedSandboxHeaders(SECRET, BODY, NOW + 999);
    const second = signedSandboxHeaders(SECRET, BODY, NOW + 999);
    expect(first[SANDBOX_HEADERS.nonce]).toMatch(/^[0-9a-f]{32}$/);
    expect(first[SANDBOX_HEADERS.nonce]).not.toBe(second[SANDBOX_HEADERS.nonce]);
    expect(first[SANDBOX_HEADERS.timestamp]).toBe(String(NOW / 1000));
  });

  it('refuses a notification signed with another key', () => {
    expect(reason(signed({ secret: `${SECRET}x` }))).toBe('bad signature');
  });

  it('refuses a body changed after signing, even by one character', () => {
    const notification = signed();
    expect(reason({ ...notification, rawBody: notification.rawBody.replace('1234', '1235') })).toBe('bad signature');
    expect(reason({ ...notification, rawBody: `${notification.rawBody} ` })).toBe('bad signature');
  });

  it('refuses a changed timestamp or nonce, and a truncated signature', () => {
    const notification = signed();
    const headers = notification.headers as Record<string, string>;
    expect(reason({ ...notification, headers: { ...headers, [SANDBOX_HEADERS.timestamp]: String(NOW / 1000 + 1) } })).toBe('bad signature');
    expect(reason({ ...notification, headers: { ...headers, [SANDBOX_HEADERS.nonce]: 'f'.repeat(32) } })).toBe('bad signature');
    expect(reason({ ...notification, headers: { ...headers, [SANDBOX_HEADERS.signature]: headers[SANDBOX_HEADERS.signature].slice(0, 20) } })).toBe('bad signature');
  });

  it('accepts a timestamp up to five minutes away and refuses one further, in the past or the future', () => {
    expect(reason(signed({ at: NOW - 300_000 }))).toBe('accepted');
    expect(reason(signed({ at: NOW + 300_000 }))).toBe('accepted');
    expect(reason(signed({ at: NOW - 301_000 }))).toBe('timestamp outside the allowed window');
    expect(reason(signed({ at: NOW + 301_000 }))).toBe('timestamp outside the allowed window');
  });

  it('refuses missing or malformed headers', () => {
    const headers = signed().headers as Record<string, string>;
    const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
    expect(reason({ headers: without(SANDBOX_HEADERS.signature), rawBody: BODY })).toBe('missing sandbox-signature header');
    expect(reason({ headers: without(SANDBOX_HEADERS.timestamp), rawBody: BODY })).toBe('missing sandbox-timestamp header');
    expect(reason({ headers: { ...headers, [SANDBOX_HEADERS.timestamp]: '12.5' }, rawBody: BODY })).toBe('malformed timestamp');
    expect(reason({ headers: { ...headers, [SANDBOX_HEADERS.nonce]: 'xyz' }, rawBody: BODY })).toBe('malformed nonce');
  });

  it('refuses a genuine signature over something that is not a sandbox notification', () => {
    expect(reason(signed({ body: 'not json' }))).toBe('body is not JSON');
    expect(reason(signed({ body: JSON.stringify({ ...JSON.parse(BODY), status: 'refunded' }) }))).toBe('body is not a sandbox notification');
    expect(reason(signed({ body: JSON.stringify({ ...JSON.parse(BODY), amount: 12.5 }) }))).toBe('body is not a sandbox notification');
    expect(reason(signed({ body: JSON.stringify({ ...JSON.parse(BODY), extra: 1 }) }))).toBe('body is not a sandbox notification');
  });
});
