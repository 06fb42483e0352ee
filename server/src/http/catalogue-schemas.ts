// API shapes of the betting catalogue (ranks and play items) and their row-to-API mapping, shared by rank and odds routes.
import { Type, type Static } from '@sinclair/typebox';
import { type Language } from '../i18n/language';
import { itemName, rankName } from '../domain/catalogue/catalogue-names';
import { type OddsTable, type RankTable } from '../db/schema';

export const rankItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  status: Type.Integer(),
  orderNum: Type.Integer(),
});

export const oddsItem = Type.Object({
  id: Type.Integer(),
  rankId: Type.Integer(),
  type: Type.Integer({ description: '0 numbers, 1 two-sided' }),
  code: Type.String(),
  name: Type.String(),
  odds: Type.Number({ description: 'Decimal odds, stake included, at most 3 decimals' }),
  status: Type.Integer(),
  orderNum: Type.Integer(),
  minStake: Type.Integer({ description: 'Cents' }),
  maxStake: Type.Integer({ description: 'Cents' }),
});

type Row<T> = { [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] };

export function toRankItem(row: Row<RankTable>, language: Language): Static<typeof rankItem> {
  return { id: row.id, code: row.code, name: rankName(row.id, language), status: row.status, orderNum: row.orderNum };
}

/** Odds travel as decimals; thousandths divided by 1000 print exactly (9800 → 9.8). */
export function oddsFromMilli(milli: number): number {
  return Number((milli / 1000).toFixed(3));
}

export function toOddsItem(row: Row<OddsTable>, language: Language): Static<typeof oddsItem> {
  return {
    id: row.id,
    rankId: row.rankId,
    type: row.type,
    code: row.code,
    name: itemName(row.code, language),
    odds: oddsFromMilli(row.odds),
    status: row.status,
    orderNum: row.orderNum,
    minStake: row.minStake,
    maxStake: row.maxStake,
  };
}
