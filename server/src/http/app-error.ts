// The failures a handler may throw; the error handler turns each into the contract's envelope.
import { type MessageKey, type MessageParams } from '../i18n/messages';

export const CODE = {
  ok: 1000,
  business: 1001,
  validation: 1002,
  tooManyRequests: 1003,
} as const;

/** Placeholder values; money and moments stay values until the message is written in the reader's language. */
type Params = MessageParams;

/** A refusal the user can understand (HTTP 200, code 1001 unless told otherwise). */
export class BusinessError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: Params = {},
    readonly code: number = CODE.business,
    /** What the client needs to act on the refusal (a login that needs a captcha: `{ captchaRequired: true }`). */
    readonly data: object | null = null,
  ) {
    super(messageKey);
    this.name = 'BusinessError';
  }
}

/** Bad input the schema could not express (HTTP 200, code 1002); `data.field` names the request field when one is to blame, for the form to show it there. */
export class ValidationError extends BusinessError {
  constructor(messageKey: MessageKey, params: Params = {}, data: { field: string } | null = null) {
    super(messageKey, params, CODE.validation, data);
    this.name = 'ValidationError';
  }
}

/** Missing, invalid, expired or revoked access token on a protected route (HTTP 401). */
export class AuthError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AuthError';
  }
}

/** An operator route refused before its handler: 401 not signed in (no, bad, expired or ended session), 403 signed in without the right; envelope code 1001. */
export class OperatorAccessError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly messageKey: MessageKey,
    readonly params: Params = {},
  ) {
    super(messageKey);
    this.name = 'OperatorAccessError';
  }
}
