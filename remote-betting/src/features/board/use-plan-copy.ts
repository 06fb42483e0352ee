/**
 * Copies a plan into the slip (the home page's `copyPlan` query): reads the plan, and when it can still be copied puts
 * its picks in the slip; otherwise says why and leaves the slip alone. The plan's code loads only when one is copied.
 */
import { useEffect, useState } from 'react';
import type { RankPlayItems } from '../../api/catalogue-api';
import { notCopyableReason, type NotCopyableReason } from '../../lib/plan-copyable';
import type { BoardStore } from './board-store';

/** Why a plan was not put in the slip, or that it is being read. */
export type CopyNotice =
  | { kind: 'loading' }
  | { kind: NotCopyableReason | 'unavailable' }
  | { kind: 'failed'; message: string };

/**
 * `planId` null: nothing to copy. `onTaken` runs once the plan has been read (copied or not), so the page can drop the
 * query and a reload does not copy again.
 */
export function usePlanCopy(store: BoardStore, planId: number | null, catalogue: readonly RankPlayItems[] | undefined, onTaken?: () => void) {
  const [notice, setNotice] = useState<CopyNotice | null>(null);
  const ready = catalogue !== undefined;

  useEffect(() => {
    if (planId === null || !catalogue) return undefined;
    let current = true;
    setNotice({ kind: 'loading' });
    import('../../api/plan-api')
      .then(({ getPlan }) => getPlan(planId))
      .then(
        (plan) => {
          if (!current) return;
          if (!plan.copyable) setNotice({ kind: notCopyableReason(plan) });
          else setNotice(store.startCopy(plan, catalogue) ? null : { kind: 'unavailable' });
          onTaken?.();
        },
        (error: unknown) => current && setNotice({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
    // Only a new plan (or the catalogue arriving) starts a copy; `onTaken` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planId, ready, store]);

  return { notice, dismiss: () => setNotice(null) };
}
