/** The one error type every API call rejects with: a message fit to show and a code. */

/** Client-side codes from SPEC.md section 8. */
export const ErrorCode = {
  timeout: 5,
  aborted: 600003,
  uploadNetwork: 602001,
} as const;

export class ApiError extends Error {
  readonly code?: number;
  readonly status?: number;

  constructor(message: string, options: { code?: number; status?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
  }
}
