/** Sends the slip and turns the answer into feedback: balance updated on success, the server's own message on a refusal. */
import { useCallback, useEffect, useState } from 'react';
import { reaction } from '@racing/shared/src/state/mobx';
import { ApiError } from '@racing/shared/src/api/api-error';
import { SUCCESS_CODE } from '@racing/shared/src/api/api-types';
import { session } from '@racing/shared/src/session/session-store';
import { newRequestId, slipProblem } from './bet-slip';
import { placeSlip } from './api/place-slip-api';
import type { BoardStore } from './board-store';
import type { SlipFeedback } from './slip-feedback';

export interface SlipContext {
  issue: string | null;
  open: boolean;
  /** Re-reads the balance (a refusal may be about money) and returns it. */
  refreshBalance: () => Promise<number | null>;
  /** Catches up with the period (a refusal may be about time). */
  refreshPeriod: () => Promise<void>;
}

/** How long "Bet placed" stays in the dock. */
export const PLACED_NOTICE_MS = 6_000;

/** Codes that mean the server read the slip and said no; anything else (network, timeout) may be retried with the same request id. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.code !== undefined && error.code > SUCCESS_CODE && error.code < 2000;

export function useSlipPlacement(store: BoardStore, context: SlipContext) {
  const [feedback, setFeedback] = useState<SlipFeedback | null>(null);
  const [retryable, setRetryable] = useState<string | null>(null);

  // "Bet placed" is news for a moment; a refusal stays until it is read, dismissed or no longer true.
  useEffect(() => {
    if (feedback?.kind !== 'placed') return undefined;
    const timer = setTimeout(() => setFeedback((shown) => (shown === feedback ? null : shown)), PLACED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  // What was said about the slip no longer holds once the player changes it.
  useEffect(
    () =>
      reaction(
        () => [store.count, store.stakeText],
        () => setFeedback((shown) => (shown && shown.kind !== 'placed' ? null : shown)),
      ),
    [store],
  );

  /** "Place bet": checks, then the confirm step (guests are asked to log in). */
  const review = useCallback(() => {
    if (!session.isLoggedIn) {
      setFeedback({ kind: 'login' });
      return;
    }
    const problem = slipProblem({
      selections: store.selectionList,
      stakeText: store.stakeText,
      language: store.language,
      open: context.open && context.issue !== null,
      balance: session.userInfo?.currentBalance ?? null,
    });
    if (problem) {
      setFeedback({ kind: 'problem', problem });
      return;
    }
    setFeedback(null);
    setRetryable(null);
    store.openConfirm(newRequestId());
  }, [store, context.open, context.issue]);

  const confirm = useCallback(async () => {
    const stake = store.stakeCents;
    if (!context.issue || stake === null || !store.requestId) return;
    const total = store.total;
    const count = store.count;
    store.setSending(true);
    try {
      const accepted = await placeSlip({
        issue: context.issue,
        requestId: store.requestId,
        items: store.selectionList.map(({ item }) => ({ oddsId: item.id, amount: stake })),
        ...(store.copy ? { planId: store.copy.planId } : {}),
      });
      session.setCurrentBalance(accepted.balance);
      store.clear();
      store.closeConfirm();
      setRetryable(null);
      setFeedback({ kind: 'placed', issue: accepted.issue, count, total: accepted.total, balance: accepted.balance});
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!isRefusal(error)) {
        // The slip may or may not have arrived: stay on the confirm step; "try again" sends the same request id.
        store.setSending(false);
        setRetryable(message);
        return;
      }
      store.closeConfirm();
      setRetryable(null);
      const [balance] = await Promise.all([context.refreshBalance(), context.refreshPeriod()]);
      setFeedback({ kind: 'refused', message, recharge: balance !== null && total > balance });
    }
  }, [store, context]);

  const cancel = useCallback(() => {
    store.closeConfirm();
    setRetryable(null);
  }, [store]);

  return { feedback, dismiss: useCallback(() => setFeedback(null), []), review, confirm, cancel, retryable };
}
