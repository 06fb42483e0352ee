// Reads the dictionary: its types, and the entries of requested types as trees labelled in the reader's language.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { buildDictTree, type DictNode } from '../domain/dict-tree';
import { pickLocalized, type Language } from '../i18n/language';

export async function dictionaryTypes(db: Kysely<Database>): Promise<Array<{ id: number; key: string; name: string }>> {
  const rows = await db.selectFrom('dictType').select(['id', 'keyName', 'name']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, key: row.keyName, name: row.name }));
}

/** One tree per requested type key (empty for an unknown type), names in `language` where the entry has translations. */
export async function dictionaryTrees(db: Kysely<Database>, types: string[], language: Language): Promise<Record<string, DictNode[]>> {
  const rows = await db
    .selectFrom('dictInfo')
    .innerJoin('dictType', 'dictType.id', 'dictInfo.typeId')
    .select(['dictType.keyName', 'dictInfo.id', 'dictInfo.name', 'dictInfo.nameI18n', 'dictInfo.value', 'dictInfo.orderNum', 'dictInfo.parentId'])
    .where('dictType.keyName', 'in', types)
    .execute();
  const result: Record<string, DictNode[]> = {};
  for (const type of types) {
    const entries = rows
      .filter((row) => row.keyName === type)
      .map((row) => ({ ...row, name: row.nameI18n ? pickLocalized(JSON.parse(row.nameI18n) as Record<string, string>, language) : row.name }));
    result[type] = buildDictTree(entries);
  }
  return result;
}
