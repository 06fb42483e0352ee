// A param's value by key, decoded by its data type: plain text, JSON, or a text per language given in the reader's
// language with its {placeholders} (schedule, limits, help lines) filled from the configuration.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { pickLocalized, type Language } from '../i18n/language';
import { PARAM_DATA_TYPE } from '../seed/seed-content';
import { fillContent, type ContentConfig } from './content-facts';

/** The decoded value, or undefined when no param has that key. */
export async function paramValue(db: Kysely<Database>, key: string, language: Language, config: ContentConfig): Promise<unknown> {
  const row = await db.selectFrom('param').select(['data', 'dataType']).where('keyName', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.dataType === PARAM_DATA_TYPE.localized) return fillContent(pickLocalized(JSON.parse(row.data) as Record<string, string>, language), config, language);
  if (row.dataType === PARAM_DATA_TYPE.json) return JSON.parse(row.data) as unknown;
  return row.data;
}
