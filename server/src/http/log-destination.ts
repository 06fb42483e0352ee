// Where a running server's log goes: standard output, written in batches. Pino's default writes every line on its own
// (one trip through libuv's thread pool per line, two wake-ups of the main thread): with one line per request that was
// a tenth of a cheap read's cost. Lines are gathered up to a few KB and written together, and never held longer than
// `flushMs`, so a quiet server's log is still current. On exit (a clean shutdown, process.exit after a fatal error)
// pino flushes what is left synchronously; only a kill -9 can lose the last `flushMs` of lines.
import pino from 'pino';

export interface LogDestinationOptions {
  /** Bytes gathered before a write. */
  batchBytes?: number;
  /** The longest a line waits for its batch, ms. */
  flushMs?: number;
}

export function batchedStdout({ batchBytes = 4096, flushMs = 250 }: LogDestinationOptions = {}): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: batchBytes, periodicFlush: flushMs });
}
