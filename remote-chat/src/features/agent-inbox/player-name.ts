/** What the inbox calls a player: their nickname, or "Player <id>" when they never chose one. */
import type { TFunction } from 'i18next';

export function playerName(t: TFunction, player: { id: number; nickName: string | null }): string {
  return player.nickName?.trim() || t('inbox:playerFallback', { id: player.id });
}
