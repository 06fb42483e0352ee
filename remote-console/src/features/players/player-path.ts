/** Where a player's card opens in the console. */
export function playerPath(id: number): string {
  return `/console/player?id=${id}`;
}
