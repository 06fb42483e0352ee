/** What the board tells the player after a slip: accepted, or refused with the reason (and the way to recharge when money is short). */
import type { SlipProblem } from './bet-slip';

export type SlipFeedback =
  | { kind: 'placed'; issue: string; count: number; total: number; balance: number }
  | { kind: 'refused'; message: string; recharge: boolean }
  | { kind: 'problem'; problem: SlipProblem }
  | { kind: 'login' };

/** The i18n key and values for a slip problem found before sending. */
export function problemMessage(problem: SlipProblem, money: (cents: number) => string): { key: string; values?: Record<string, string> } {
  switch (problem.kind) {
    case 'belowMin':
      return { key: 'board.problem.belowMin', values: { item: problem.item, min: money(problem.min) } };
    case 'aboveMax':
      return { key: 'board.problem.aboveMax', values: { item: problem.item, max: money(problem.max) } };
    case 'insufficientBalance':
      return { key: 'board.problem.insufficientBalance', values: { total: money(problem.total), balance: money(problem.balance) } };
    default:
      return { key: `board.problem.${problem.kind}` };
  }
}
