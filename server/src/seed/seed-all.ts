// Idempotent start-up seeding: catalogue, dictionary, params and notices; running it twice changes nothing.
import { type Kysely } from 'kysely';
import { type AppConfig } from '../config';
import { type Database } from '../db/schema';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { seedDictionary } from './seed-dictionary';

export async function seedAll(db: Kysely<Database>, config: AppConfig): Promise<void> {
  await seedCatalogue(db, config.sumEleven);
  await seedDictionary(db);
  await seedContent(db, Date.now());
}
