/** The rule text of one play item: the i18n key and values that say when it wins. */
import type { PlayItem } from '../../api/catalogue-api';
import type { SumElevenRule } from './sum-eleven-rule';
import { SUM_RANK_ID } from '../../lib/sum-rank';

export function itemRule(item: PlayItem, rankName: string, sumEleven: SumElevenRule): { key: string; values: Record<string, string | number> } {
  if (item.rankId === SUM_RANK_ID) {
    if (item.type === 0) return { key: 'rules.sumNumber', values: { pick: item.code } };
    const push = sumEleven === 'push' && ['big', 'small', 'odd', 'even'].includes(item.code);
    return { key: `rules.sum.${item.code}${push ? 'Push' : ''}`, values: {} };
  }
  if (item.type === 0) return { key: 'rules.number', values: { place: rankName, pick: item.code } };
  if (item.code === 'dragon' || item.code === 'tiger') return { key: `rules.${item.code}`, values: { place: rankName, mirror: 11 - item.rankId } };
  return { key: `rules.${item.code}`, values: { place: rankName } };
}
