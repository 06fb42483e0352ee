/**
 * The player's unread customer-service count where it is shown: a hook that holds it live while mounted, and the red
 * badge (none at zero, "99+" past 99) read out as "3 unread messages".
 */
import { useEffect, type CSSProperties } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';

/** The count for a component that shows it (an observer): held live while it is mounted. */
export function useCsUnreadCount(): number {
  useEffect(() => csUnread.retain(), []);
  return csUnread.count;
}

export const BADGE_CAP = 99;

// Inline, not a stylesheet: the tab bar puts this on the first screen, where a stylesheet module costs more than its rules.
const PILL: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: '#cf352c',
  color: '#fff',
  fontSize: 11,
  fontWeight: 600,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
};
/** For screen readers only. */
const READ_OUT: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/**
 * The badge for a count the caller already has (the tab bar also needs it for its label). `readOut` is what a screen
 * reader hears (unread messages unless told); `id` lets a control name it as its description.
 */
export function UnreadCountBadge({ count, testId = 'cs-unread-badge', readOut, id }: { count: number; testId?: string; readOut?: string; id?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="cs-unread-badge" style={PILL} data-testid={testId}>
      <span aria-hidden="true">{count > BADGE_CAP ? `${BADGE_CAP}+` : count}</span>
      <span style={READ_OUT} id={id}>
        {readOut ?? t('csBadge.unreadCount', { count })}
      </span>
    </span>
  );
}

/** The badge that keeps its own count live while it is shown (Mine's customer-service row). */
export const CsUnreadBadge = observer(function CsUnreadBadge({ testId }: { testId?: string }) {
  return <UnreadCountBadge count={useCsUnreadCount()} testId={testId} />;
});
