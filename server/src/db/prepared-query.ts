// Builds a Kysely query once per database and runs its compiled SQL again with new values: the hot paths (addbet, the
// login check on every request) skip building and compiling the same query each time. Both dialects, in or out of a transaction.
import { type Compilable, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { type Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;
type Params = Record<string, unknown>;
type ElementOf<T> = T extends ReadonlyArray<infer E> ? E : never;

/** Placeholders handed to the builder: each becomes a parameter of the compiled query, filled in at every run. */
export interface Slots<P extends Params> {
  value<K extends keyof P & string>(name: K): P[K];
  /** `count` placeholders for the first `count` elements of an array value (an `in` list, the rows of a multi-row insert). */
  list<K extends keyof P & string>(name: K, count: number): Array<ElementOf<P[K]>>;
}

type Slot = { name: string; index: number | null } | { constant: unknown };
interface Template {
  compiled: CompiledQuery<unknown>;
  slots: Slot[];
}

const MARK = '\u0000slot\u0000';

/** Runs a compiled read on its connection at once and returns its rows as the Kysely instance would (keys camelCased). */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[];

const directReads = new WeakMap<object, DirectRead>();

/**
 * Lets prepared queries on `db` skip Kysely's executor (its connection mutex, a few promises, the result plugins) and run
 * on the connection directly: only for a connection that nothing else holds in a transaction and that only reads (the
 * embedded database's read connection, see db/database.ts), where running a statement at once is what the executor would
 * do anyway.
 */
export function readDirectly(db: Kysely<Database>, read: DirectRead): void {
  directReads.set(db, read);
}

function placeholder(name: string, index: number | null): string {
  return `${MARK}${name}\u0000${index ?? ''}`;
}

export class PreparedQuery<P extends Params, R> {
  /** One compiled template per dialect adapter (a transaction shares its database's adapter). */
  private readonly templates = new WeakMap<object, Template>();

  constructor(private readonly build: (db: Db, slots: Slots<P>) => Compilable<R>) {}

  async execute(db: Db, values: P): Promise<R[]> {
    const template = this.templateFor(db);
    const parameters = template.slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = values[slot.name];
      return slot.index === null ? value : (value as unknown[])[slot.index];
    });
    const direct = directReads.get(db);
    if (direct) return direct(template.compiled.sql, parameters) as R[];
    const result = await db.executeQuery<R>({ ...(template.compiled as CompiledQuery<R>), parameters });
    return result.rows;
  }

  async executeTakeFirst(db: Db, values: P): Promise<R | undefined> {
    return (await this.execute(db, values))[0];
  }

  private templateFor(db: Db): Template {
    const adapter = db.getExecutor().adapter;
    let template = this.templates.get(adapter);
    if (!template) {
      template = this.compile(db);
      this.templates.set(adapter, template);
    }
    return template;
  }

  private compile(db: Db): Template {
    const used = new Set<string>();
    const slots: Slots<P> = {
      value: (name) => {
        used.add(placeholder(name, null));
        return placeholder(name, null) as P[typeof name];
      },
      list: (name, count) =>
        Array.from({ length: count }, (_, index) => {
          used.add(placeholder(name, index));
          return placeholder(name, index) as ElementOf<P[typeof name]>;
        }),
    };
    const compiled = this.build(db, slots).compile() as CompiledQuery<unknown>;
    const seen = new Set<string>();
    const templateSlots: Slot[] = compiled.parameters.map((parameter) => {
      if (typeof parameter !== 'string' || !parameter.startsWith(MARK)) return { constant: parameter };
      seen.add(parameter);
      const [name, index] = parameter.slice(MARK.length).split('\u0000');
      return { name, index: index === '' ? null : Number(index) };
    });
    // A placeholder that is not a parameter was inlined or transformed: running the template would be wrong.
    const missing = [...used].filter((p) => !seen.has(p));
    if (missing.length > 0 || compiled.sql.includes(MARK)) {
      throw new Error(`prepared query: placeholders not passed as parameters: ${missing.map((p) => p.slice(MARK.length).replace('\u0000', '#')).join(', ')}`);
    }
    return { compiled, slots: templateSlots };
  }
}

export function prepare<P extends Params, R>(build: (db: Db, slots: Slots<P>) => Compilable<R>): PreparedQuery<P, R> {
  return new PreparedQuery(build);
}
