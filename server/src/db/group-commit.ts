// Group commit for SQLite: units of work that arrive while one is being written share a transaction, each inside its
// own savepoint, so one commit (the costly WAL write) serves many of them, while each still succeeds or fails alone.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

interface Job<T> {
  work: (trx: Transaction<Database>) => Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

type Settled<T> = { job: Job<T>; ok: true; value: T } | { job: Job<T>; ok: false; error: unknown };

/**
 * Nothing waits for a batch to fill: a batch starts once the current turn of the event loop has taken in its I/O, so
 * batches grow only under load. A job's promise settles after its batch committed (or failed whole).
 */
export class GroupCommit {
  private queue: Array<Job<unknown>> = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 64,
  ) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve, reject } as Job<unknown>);
      if (this.draining) return;
      this.draining = true;
      // SQLite runs a whole transaction within one turn of the event loop; waiting for the end of this turn's I/O lets
      // the requests that arrived together join it.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitBatch(this.queue.splice(0, this.maxBatch));
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(batch: Array<Job<unknown>>): Promise<void> {
    const settled: Array<Settled<unknown>> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await sql`savepoint unit`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release savepoint unit`.execute(trx);
            settled.push({ job, ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint unit`.execute(trx);
            await sql`release savepoint unit`.execute(trx);
            settled.push({ job, ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit (or the database) failed: nothing of this batch was written.
      for (const job of batch) job.reject(error);
      return;
    }
    for (const result of settled) {
      if (result.ok) result.job.resolve(result.value);
      else result.job.reject(result.error);
    }
  }
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/** The one group commit of a database handle. */
export function groupCommitOf(db: Kysely<Database>): GroupCommit {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new GroupCommit(db)));
  return group;
}
