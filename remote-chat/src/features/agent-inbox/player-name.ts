/** What the inbox calls a player: their nickname, or "Player 0133" when they never chose one, as their own app calls them. */
import type { TFunction } from 'i18next';

export function playerName(t: TFunction, player: { id: number; nickName: string | null; nameDigits: string }): string {
  return player.nickName?.trim() || t('inbox:playerFallback', { id: player.nameDigits });
}
