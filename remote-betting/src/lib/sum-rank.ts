/** The catalogue's rank of the champion + runner-up sum (GAME_RULES.md: rank 0); ranks 1..10 are the places. */
export const SUM_RANK_ID = 0;
