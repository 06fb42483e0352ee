/** The mark of a notification without a person behind it: a receipt for a settled bet, a wallet for an order, a headset for customer service, a list for a plan. */
import type { NotificationKind } from '@racing/shared/src/notifications/notification-types';

const PATHS: Record<'plan' | 'bet' | 'order' | 'cs', string> = {
  plan: 'M8 4h8v2h2a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h2V4zm0 6v2h8v-2H8zm0 4v2h6v-2H8z',
  bet: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2zm3 5v2h6V7H9zm0 4v2h6v-2H9z',
  order: 'M4 6a2 2 0 0 1 2-2h12v3h1a1 1 0 0 1 1 1v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6zm12 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  cs: 'M12 3a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-6H6v-1a6 6 0 0 1 12 0v1h-2v6h2v1h-5v2h5a2 2 0 0 0 2-2v-7a8 8 0 0 0-8-8z',
};

const GROUP: Record<NotificationKind, keyof typeof PATHS> = {
  planPublished: 'plan',
  planLiked: 'plan',
  planCopied: 'plan',
  betSettled: 'bet',
  payOrder: 'order',
  csReply: 'cs',
};

export function NotificationKindIcon({ kind }: { kind: NotificationKind }) {
  const group = GROUP[kind] ?? 'plan';
  return (
    <span className={`notification-icon notification-icon--${group}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d={PATHS[group]} />
      </svg>
    </span>
  );
}
