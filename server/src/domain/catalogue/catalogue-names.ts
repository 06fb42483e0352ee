// Localized display names of ranks, play types and play items, derived from their codes.
import { type Language } from '../../i18n/language';
import { translate, type MessageKey } from '../../i18n/messages';
import { SUM_RANK_ID } from './play-items';

export function rankName(rankId: number, language: Language): string {
  return translate((rankId === SUM_RANK_ID ? 'rankSum' : `rank${rankId}`) as MessageKey, language);
}

export function oddsTypeName(type: number, language: Language): string {
  return translate(type === 0 ? 'oddsType0' : 'oddsType1', language);
}

const ITEM_KEYS: Record<string, MessageKey> = {
  big: 'itemBig',
  small: 'itemSmall',
  odd: 'itemOdd',
  even: 'itemEven',
  dragon: 'itemDragon',
  tiger: 'itemTiger',
};

/** Number items are named by their number; the two-sided ones by their translated word. */
export function itemName(code: string, language: Language): string {
  const key = ITEM_KEYS[code];
  return key ? translate(key, language) : code;
}
