// Moves SQLite's WAL checkpoints off the event loop: a worker thread with its own connection copies committed pages back
// into the database file (and syncs it) every so often, so no request ever waits behind a checkpoint.
import { Worker } from 'node:worker_threads';

/** Runs in the worker: a passive checkpoint never blocks the writer; it copies what readers no longer need. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage({ error: String(error && error.message || error) }); }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Starts checkpointing `file` from a worker thread every `everyMs`. The writing connection should keep only a far
 * automatic checkpoint as a backstop (should the worker ever stop, the WAL still cannot grow without bound).
 */
export function startCheckpointer(file: string, everyMs: number, onError: (message: string) => void): Checkpointer {
  // A loader may tag the resolved path with a query (tsx does); the worker's plain require wants the file alone.
  const driver = require.resolve('better-sqlite3').split('?')[0];
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, everyMs, driver } });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.ref(); // held by nothing else, the process could otherwise end before the worker has closed its connection
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
