/** Why a plan cannot be copied, in the one word its texts are keyed by: the server answers only `copyable`. */
import type { PlanView } from '../api/plan-api';

export type NotCopyableReason = 'own' | 'closed' | 'notReceiving';

/** Mine → own; the period no longer open → closed; otherwise the author has order receiving off. */
export function notCopyableReason(plan: Pick<PlanView, 'mine' | 'status'>): NotCopyableReason {
  if (plan.mine) return 'own';
  return plan.status === 'open' ? 'notReceiving' : 'closed';
}
