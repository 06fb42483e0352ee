// What the kill -9 test fixtures (test/fixtures/*-child.ts, run with `node --import tsx`) share: the marker lines the test
// waits for, a silent logger and publisher, the database opened exactly as the server opens it, and the mode dispatch.
import { type FastifyBaseLogger } from 'fastify';
import { type AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAll } from '../../src/seed/seed-all';

/** Prints a marker line for the test. */
export const say = (line: string) => process.stdout.write(`${line}\n`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

export const quiet = { publishPublic() {}, publishToPlayer() {} };

/** The database as the server opens it (DATA_DIR, or DATABASE_URL + DATABASE_SCHEMA), migrated and seeded. */
export async function openLikeServer(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  await migrateToLatest(handle.db, handle.dialect, config.databaseSchema);
  await seedAll(handle.db, config);
  return handle;
}

/** Runs the mode named by the environment variable `variable` and exits 0, 1 if it throws, 2 if the mode is unknown. */
export function runMode(variable: string, modes: Record<string, () => Promise<void>>): void {
  const mode = process.env[variable];
  const run = mode ? modes[mode] : undefined;
  if (!run) {
    console.error(`${variable} must be one of ${Object.keys(modes).join(', ')}`);
    process.exit(2);
  }
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
