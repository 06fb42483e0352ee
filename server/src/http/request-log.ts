// One log line per answered request (method, url, status, ms, reqId): faults at error and slow answers at warn always, the rest at info as sampled.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

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
    else if (!writeRequestLine(request.server.log, level, request.id, line)) request.log[level](line, 'request');
  }
}

export interface RequestLine {
  method: string;
  url: string;
  status: number;
  ms: number;
  ip: string | undefined;
  userId: number | undefined;
}

/** What pino keeps on a logger under its exported symbols: the destination, and the process's bindings as JSON text. */
interface PinoInternals {
  [pino.symbols.streamSym]?: { write(line: string): void };
  [pino.symbols.chindingsSym]?: string;
  levels?: { values: Record<string, number> };
  isLevelEnabled?(level: string): boolean;
}

/**
 * Writes the request line straight to pino's destination, as pino would have written it, without pino's generic
 * object walk: a few microseconds on every request. Answers false where the logger is not a pino logger that can be
 * written to this way; the caller then logs through pino.
 */
function writeRequestLine(logger: FastifyBaseLogger, level: RequestLogLevel, reqId: string, line: RequestLine): boolean {
  const internals = logger as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  const bindings = internals[pino.symbols.chindingsSym];
  const levelValue = internals.levels?.values[level];
  if (!stream || bindings === undefined || levelValue === undefined || !internals.isLevelEnabled) return false;
  if (internals.isLevelEnabled(level)) stream.write(formatRequestLine(levelValue, Date.now(), bindings, reqId, line));
  return true;
}

/**
 * The request line as pino writes it: level, time, the logger's bindings (`,"pid":…,"hostname":…`), reqId, the fields
 * in order, msg. A field that is undefined is left out, as pino leaves it out: the player of a public call, and the
 * address of a client that has already gone (its socket no longer knows it).
 */
export function formatRequestLine(level: number, time: number, bindings: string, reqId: string, line: RequestLine): string {
  const ip = line.ip === undefined ? '' : `,"ip":${JSON.stringify(line.ip)}`;
  const userId = line.userId === undefined ? '' : `,"userId":${line.userId}`;
  return (
    `{"level":${level},"time":${time}${bindings},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(line.method)},` +
    `"url":${JSON.stringify(line.url)},"status":${line.status},"ms":${line.ms}${ip}${userId},"msg":"request"}\n`
  );
}

/**
 * Fastify's `childLoggerFactory`: a request's logger that becomes pino's child logger (bound to the request id) only
 * when something logs through it at an enabled level. Most requests log nothing but their request line, which does
 * not need it, and making a child on every request cost more than the line. A route with its own level or serializers
 * gets its child at once.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings);
}

class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private enabled(level: string): boolean {
    const parent = this.parent as unknown as PinoInternals;
    return this.made !== undefined || !parent.isLevelEnabled || parent.isLevelEnabled(level);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  private log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (!this.enabled(level)) return;
    const logger = this.logger();
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }
}
