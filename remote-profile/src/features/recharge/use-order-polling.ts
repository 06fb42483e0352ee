/**
 * Follows an order until the provider's answer is in: it is read at once, then every 1.5 s while it is pending, for a
 * minute at most (then the page offers what to do); it stops on a final state, a refusal (an unknown order stays
 * unknown) or when the page is left. A failed read (the network) is retried on the next beat.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { ApiError } from '@racing/shared/src/api/api-error';
import { getOrderInfo, type OrderView } from '../../api/order-api';

export const POLL_INTERVAL_MS = 1500;
export const POLL_FOR_MS = 60_000;

export interface OrderPolling {
  order: OrderView | undefined;
  /** The last read's failure, cleared by the next answer. */
  error: Error | undefined;
  /** Reads are still going on. */
  polling: boolean;
  /** Reads again for another minute (after "Check again", or a new payment attempt). */
  restart: () => void;
  /** An order the page learnt otherwise (the answer to a cancel). */
  show: (order: OrderView) => void;
}

export function useOrderPolling(orderNo: string | undefined): OrderPolling {
  const { i18n } = useTranslation();
  const [order, setOrder] = useState<OrderView | undefined>(undefined);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [polling, setPolling] = useState(orderNo !== undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (orderNo === undefined) return undefined;
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_FOR_MS;
    setPolling(true);

    async function read() {
      try {
        const current = await getOrderInfo(orderNo as string);
        if (left) return;
        setOrder(current);
        setError(undefined);
        if (current.status !== 'pending') return setPolling(false);
      } catch (failure) {
        if (left) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        // The server answered with a refusal (HTTP 200, a code other than success): asking again says the same.
        if (failure instanceof ApiError && failure.status === 200) return setPolling(false);
      }
      if (Date.now() + POLL_INTERVAL_MS > deadline) return setPolling(false);
      timer = setTimeout(() => void read(), POLL_INTERVAL_MS);
    }

    void read();
    return () => {
      left = true;
      clearTimeout(timer);
    };
    // The fail reason comes in the reader's language: a new language reads the order again.
  }, [orderNo, round, i18n.language]);

  return {
    order,
    error,
    polling,
    restart: useCallback(() => setRound((n) => n + 1), []),
    show: useCallback((next: OrderView) => setOrder(next), []),
  };
}
