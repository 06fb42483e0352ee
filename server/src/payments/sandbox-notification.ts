// The sandbox provider's notification on the wire: its JSON body, and the HMAC signature over timestamp, nonce and body
// that proves it came from the sandbox and is fresh.
import crypto from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { NotificationRejected, type IncomingNotification } from './payment-provider';

/** Where the sandbox posts its notifications, inside this server (delivered through app.inject, no public address needed). */
export const SANDBOX_NOTIFY_PATH = '/api/app/pay/notify/sandbox';

/** A notification older or newer than this (seconds) is refused: a recorded one cannot be replayed later. */
const SANDBOX_TIMESTAMP_WINDOW_SECONDS = 300;

export const SANDBOX_HEADERS = { timestamp: 'sandbox-timestamp', nonce: 'sandbox-nonce', signature: 'sandbox-signature' } as const;

export const SandboxNotificationBody = Type.Object(
  {
    tradeNo: Type.String({ minLength: 1, maxLength: 32 }),
    orderNo: Type.String({ minLength: 1, maxLength: 32 }),
    status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('cancelled')]),
    amount: Type.Integer({ minimum: 1 }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    attach: Type.String({ maxLength: 64 }),
    /** Epoch ms of the payment; null when the payer cancelled or the payment failed. */
    paidAt: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SandboxNotificationBody = Static<typeof SandboxNotificationBody>;

/** base64(HMAC-SHA256(secret, "<timestamp>\n<nonce>\n<body>\n")): what the `sandbox-signature` header carries. */
export function signSandboxNotification(secret: string, body: string, timestamp: number | string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').digest('base64');
}

/** The headers of one delivery, signed now with a fresh nonce (each retry and each repeat is signed anew, as a provider does). */
export function signedSandboxHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  const nonce = crypto.randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    [SANDBOX_HEADERS.timestamp]: String(timestamp),
    [SANDBOX_HEADERS.nonce]: nonce,
    [SANDBOX_HEADERS.signature]: signSandboxNotification(secret, body, timestamp, nonce),
  };
}

function header(notification: IncomingNotification, name: string): string {
  const value = notification.headers[name];
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one !== 'string' || one === '') throw new NotificationRejected(`missing ${name} header`);
  return one;
}

/**
 * Checks that a notification is the sandbox's, unchanged and fresh, and reads its body. Throws NotificationRejected when
 * a header is missing or malformed, the signature does not match (compared in constant time), the timestamp is more
 * than five minutes from now, or the body is not a sandbox notification.
 */
export function verifySandboxNotification(secret: string, notification: IncomingNotification, nowMs: number): SandboxNotificationBody {
  const timestamp = header(notification, SANDBOX_HEADERS.timestamp);
  const nonce = header(notification, SANDBOX_HEADERS.nonce);
  const signature = header(notification, SANDBOX_HEADERS.signature);
  if (!/^\d{1,12}$/.test(timestamp)) throw new NotificationRejected('malformed timestamp');
  if (!/^[0-9a-f]{32}$/.test(nonce)) throw new NotificationRejected('malformed nonce');

  const expected = Buffer.from(signSandboxNotification(secret, notification.rawBody, timestamp, nonce), 'base64');
  const given = Buffer.from(signature, 'base64');
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the key, so it may be answered at once.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new NotificationRejected('bad signature');
  // Checked after the signature, so that the timestamp it compares is one the sandbox really sent.
  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > SANDBOX_TIMESTAMP_WINDOW_SECONDS) throw new NotificationRejected('timestamp outside the allowed window');

  let body: unknown;
  try {
    body = JSON.parse(notification.rawBody);
  } catch {
    throw new NotificationRejected('body is not JSON');
  }
  if (!Value.Check(SandboxNotificationBody, body)) throw new NotificationRejected('body is not a sandbox notification');
  return body;
}
