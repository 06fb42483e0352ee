// What a player is called by: the rules a chosen nickname keeps, and what a player who chose none is called by wherever
// they are shown ("Player 0133" on their own Mine page and in the customer-service inbox alike; accounts/profile-service
// displayNickname words it in the reader's language).

/**
 * Characters a nickname may not hold, since other players and staff see it (the plan hall, the inbox): control
 * characters, and the invisible marks that reorder text around them (bidi embeddings, overrides, isolates and marks),
 * with which a name can be made to read as another ("\u202Eevil" shows as "live"). The zero-width joiner stays: emoji
 * sequences need it.
 */
const HIDDEN_CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_CONTROLS_ALL = new RegExp(HIDDEN_CONTROLS.source, 'gu');

export function hasHiddenControls(text: string): boolean {
  return HIDDEN_CONTROLS.test(text);
}

/** A name from elsewhere (a WeChat profile) without those characters. */
export function withoutHiddenControls(text: string): string {
  return text.replace(HIDDEN_CONTROLS_ALL, '');
}

/** The four digits a player without a nickname is called by: the phone's last four, or the id's. */
export function defaultNicknameDigits(user: { id: number; phone: string | null }): string {
  return user.phone ? user.phone.slice(-4) : String(user.id % 10000).padStart(4, '0');
}
