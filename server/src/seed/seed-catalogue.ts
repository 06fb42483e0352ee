// Seeds the ranks and play items of the rule book with their default odds; rows that exist are left as the operator set them.
import { type Kysely } from 'kysely';
import { type SumElevenRule } from '../config';
import { type Database } from '../db/schema';
import { rankName, itemName } from '../domain/catalogue/catalogue-names';
import { defaultPlayItems, returnToPlayer, SUM_RANK_ID, PLACE_COUNT } from '../domain/catalogue/play-items';

export const DEFAULT_MIN_STAKE_CENTS = 100;
export const DEFAULT_MAX_STAKE_CENTS = 5_000_000;

export async function seedCatalogue(db: Kysely<Database>, sumEleven: SumElevenRule): Promise<void> {
  const ranks = [SUM_RANK_ID, ...Array.from({ length: PLACE_COUNT }, (_, i) => i + 1)].map((id) => ({
    id,
    code: id === SUM_RANK_ID ? 'sum' : String(id),
    name: rankName(id, 'en'),
    status: 1,
    orderNum: id,
  }));
  await db.insertInto('betRank').values(ranks).onConflict((oc) => oc.column('id').doNothing()).execute();

  const items = defaultPlayItems(sumEleven).map((item) => {
    const rtp = returnToPlayer(item.rankId, item.code, item.oddsMilli, sumEleven);
    if (rtp > 1) throw new Error(`default odds of ${item.rankId}/${item.code} return ${rtp} > 100%`);
    return {
      rankId: item.rankId,
      type: item.type,
      code: item.code,
      name: itemName(item.code, 'en'),
      odds: item.oddsMilli,
      status: 1,
      orderNum: item.orderNum,
      minStake: DEFAULT_MIN_STAKE_CENTS,
      maxStake: DEFAULT_MAX_STAKE_CENTS,
    };
  });
  await db.insertInto('odds').values(items).onConflict((oc) => oc.columns(['rankId', 'code']).doNothing()).execute();
}
