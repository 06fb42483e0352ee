// The betting catalogue (ranks and play items) held in memory for a moment: the board reads it on every visit and
// it changes only when an operator edits odds. Placed bets never rely on it: they snapshot odds inside their transaction.
import fp from 'fastify-plugin';
import { type Kysely, type Selectable } from 'kysely';
import { type Database, type OddsTable, type RankTable } from '../../db/schema';

export type RankRow = Selectable<RankTable>;
export type OddsRow = Selectable<OddsTable>;

export interface CatalogueSnapshot {
  /** Every rank, in board order. */
  ranks: RankRow[];
  /** Every play item, ordered by rank, type, order. */
  items: OddsRow[];
  loadedAt: number;
}

export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private loading: Promise<CatalogueSnapshot> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.snapshot && this.now() - this.snapshot.loadedAt < this.maxAgeMs) return this.snapshot;
    // Concurrent readers share one load instead of stampeding the database.
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Drop the snapshot after an edit so this process reads the change at once. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  private async load(): Promise<CatalogueSnapshot> {
    const [ranks, items] = await Promise.all([
      this.db.selectFrom('betRank').selectAll().orderBy('orderNum').orderBy('id').execute(),
      this.db.selectFrom('odds').selectAll().orderBy('rankId').orderBy('type').orderBy('orderNum').orderBy('id').execute(),
    ]);
    this.snapshot = { ranks, items, loadedAt: this.now() };
    return this.snapshot;
  }
}

export default fp(
  async function catalogue(app, opts: { maxAgeMs: number }) {
    app.decorate('catalogue', new CatalogueCache(app.db, opts.maxAgeMs));
  },
  { name: 'catalogue' },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}
