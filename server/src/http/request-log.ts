// One log line per answered request (method, url, status, ms, reqId): faults at error and slow answers at warn always, the rest at info as sampled.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Share of ordinary answers logged at info, 0 to 1. */
  sample: number;
  /** An answer that took at least this long (ms) is logged at warn whatever the sample. */
  slowMs: number;
  /** Draws the sampling decision, a number in [0, 1) (tests fix it). */
  random?: () => number;
}

export type RequestLogLevel = 'error' | 'warn' | 'info';

/** The level a finished request is logged at, or null when it is left out: faults and slow answers are never sampled away. */
export function requestLogLevel(status: number, ms: number, { sample, slowMs, random = Math.random }: RequestLogOptions): RequestLogLevel | null {
  if (status >= 500) return 'error';
  if (ms >= slowMs) return 'warn';
  if (sample >= 1 || (sample > 0 && random() < sample)) return 'info';
  return null;
}

/**
 * Fastify's request log (its `logController` option) with one line per request instead of two ("incoming request",
 * then "request completed"): written when the answer is finished, carrying what the two said together. The request's
 * logger adds reqId, which the fault lines ("unexpected fault") carry too. Fastify's other lines (stream errors and the
 * like) are kept.
 */
export class RequestLog extends LogController {
  constructor(private readonly policy: RequestLogOptions) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const level = error ? 'error' : requestLogLevel(status, ms, this.policy);
    if (level === null) return;
    const line = { method: request.method, url: request.url, status, ms: Math.round(ms * 10) / 10, ip: request.ip, userId: request.user?.id };
    if (error) request.log.error({ ...line, err: error }, 'request failed while answering');
    else request.log[level](line, 'request');
  }
}
