// What a player who chose no nickname is called by, wherever they are shown: "Player 0133" on their own Mine page and in
// the customer-service inbox alike (accounts/profile-service displayNickname words it in the reader's language).

/** The four digits a player without a nickname is called by: the phone's last four, or the id's. */
export function defaultNicknameDigits(user: { id: number; phone: string | null }): string {
  return user.phone ? user.phone.slice(-4) : String(user.id % 10000).padStart(4, '0');
}
