/** The one error type every API call rejects with: a message fit to show, a code, and what the server's refusal says to act on it. */

/** Client-side codes from SPEC.md section 8. */
export const ErrorCode = {
  timeout: 5,
  aborted: 600003,
  uploadNetwork: 602001,
} as const;

export class ApiError extends Error {
  readonly code?: number;
  readonly status?: number;
  /** The envelope's `data` on a refusal (`{ field: 'inviteCode' }`, `{ captchaRequired: true }`); null when there is none. */
  readonly data: unknown;

  constructor(message: string, options: { code?: number; status?: number; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.data = options.data ?? null;
  }

  /** The request field a refusal blames (`data.field`), for a form to show the message next to it rather than for the whole form. */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | null)?.field;
    return typeof field === 'string' ? field : undefined;
  }
}
