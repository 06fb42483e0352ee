/** The board's own state (mobx): the chosen rank tab, the selections across ranks, the stake, the plan being copied and the slip's progress. */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import type { Language } from '@racing/shared/src/i18n/languages';
import { centsToStakeText, slipTotal, parseStakeToCents, type Selection } from './bet-slip';
import type { PlayItem, RankPlayItems } from '../../api/catalogue-api';
import type { PlanView } from '../../api/plan-api';

export type SlipStep = 'editing' | 'confirming' | 'sending';

/** The plan the slip copies: addbet sends its id while every pick is one of the plan's. */
export interface PlanCopy {
  planId: number;
  authorName: string;
  /** The plan's picks: a pick outside them ends the copy. */
  oddsIds: ReadonlySet<number>;
}

export class BoardStore {
  rankId: number | null = null;
  /** By odds id, in the order they were picked. */
  selections = new Map<number, Selection>();
  stakeText = '10';
  /** The player's language: it decides the stake's decimal mark ("10,50" in Spanish and French). */
  language: Language = currentLanguage();
  step: SlipStep = 'editing';
  /** Kept for the whole confirm step: a retry after a lost answer reuses it and never debits twice. */
  requestId: string | null = null;
  copy: PlanCopy | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  chooseRank(rankId: number): void {
    this.rankId = rankId;
  }

  isSelected(oddsId: number): boolean {
    return this.selections.has(oddsId);
  }

  toggle(item: PlayItem, rankName: string): void {
    if (this.selections.has(item.id)) this.selections.delete(item.id);
    else {
      this.selections.set(item.id, { item, rankName });
      // A pick of the player's own: the slip is no longer (part of) the plan, the server would refuse its id.
      if (this.copy && !this.copy.oddsIds.has(item.id)) this.copy = null;
    }
  }

  /**
   * The random pick: `items` become this rank's number picks, in place of the ones it had (picks on other ranks and on
   * two-sided items stay). The player still reviews and confirms the slip.
   */
  replaceNumberPicks(rankId: number, items: readonly PlayItem[], rankName: string): void {
    for (const [oddsId, { item }] of this.selections) if (item.rankId === rankId && item.type === 0) this.selections.delete(oddsId);
    for (const item of items) {
      this.selections.set(item.id, { item, rankName });
      if (this.copy && !this.copy.oddsIds.has(item.id)) this.copy = null;
    }
  }

  remove(oddsId: number): void {
    this.selections.delete(oddsId);
  }

  clear(): void {
    this.selections.clear();
    this.copy = null;
  }

  /**
   * Replaces the slip with a plan's picks, read from the catalogue (their limits and names), shows the rank of the first
   * one, and marks the slip as copied. False, and the slip untouched, when a pick is not on the board (no longer offered).
   */
  startCopy(plan: Pick<PlanView, 'id' | 'author' | 'picks'>, catalogue: readonly RankPlayItems[]): boolean {
    const found = new Map<number, Selection>();
    for (const pick of plan.picks) {
      const rank = catalogue.find((entry) => entry.rank.id === pick.rankId);
      const item = rank?.types.flatMap((group) => group.items).find((candidate) => candidate.id === pick.oddsId);
      if (!rank || !item) return false;
      found.set(item.id, { item, rankName: rank.rank.name });
    }
    if (found.size === 0) return false;
    this.selections.clear();
    for (const [oddsId, selection] of found) this.selections.set(oddsId, selection);
    this.rankId = plan.picks[0].rankId;
    this.copy = { planId: plan.id, authorName: plan.author.nickName, oddsIds: new Set(found.keys()) };
    return true;
  }

  /** Stops copying: the picks stay as the player's own slip, sent without the plan. */
  stopCopy(): void {
    this.copy = null;
  }

  setStakeText(text: string): void {
    // Digits, decimal and grouping marks only (full-width ones from a Chinese keyboard made ASCII); the checks say
    // what is wrong with the rest.
    this.stakeText = text
      .normalize('NFKC')
      .replace(/[^\d.,\s]/g, '')
      .slice(0, 16);
  }

  /** Follows the player's language; a stake already typed is rewritten with the new language's decimal mark. */
  setLanguage(language: Language): void {
    if (language === this.language) return;
    const cents = parseStakeToCents(this.stakeText, this.language);
    this.language = language;
    if (cents !== null) this.stakeText = centsToStakeText(cents, language);
  }

  get selectionList(): Selection[] {
    return [...this.selections.values()];
  }

  get count(): number {
    return this.selections.size;
  }

  /** Selections per rank, for the dot on the tabs. */
  countForRank(rankId: number): number {
    let count = 0;
    for (const { item } of this.selections.values()) if (item.rankId === rankId) count += 1;
    return count;
  }

  get stakeCents(): number | null {
    return parseStakeToCents(this.stakeText, this.language);
  }

  get total(): number {
    return slipTotal(this.selectionList, this.stakeCents);
  }

  openConfirm(requestId: string): void {
    this.step = 'confirming';
    this.requestId = requestId;
  }

  setSending(sending: boolean): void {
    this.step = sending ? 'sending' : 'confirming';
  }

  closeConfirm(): void {
    this.step = 'editing';
    this.requestId = null;
  }

  /** Closes the confirm step unless the slip is on its way (its answer still has to land). */
  backOutOfConfirm(): void {
    if (this.step === 'confirming') this.closeConfirm();
  }
}

/** The home board's slip: it outlives the page, so picks survive a look at the rules, the trend or the login. */
export const boardStore = new BoardStore();
