/** The mark of what an entry is: a megaphone for a notice, a flag for a draw, a list for a plan, a person for a plan author. */
import type { ViewedRef } from '../view-target';

const PATHS: Record<ViewedRef['kind'], string> = {
  // A megaphone.
  notice: 'M4 10v4h3l6 4V6L7 10H4zm12-1.5v7a4 4 0 0 0 0-7z',
  // A chequered flag on its pole.
  draw: 'M6 3v18h2v-7h10l-2-3.5L18 7H8V3H6z',
  // A list on a clipboard.
  plan: 'M8 4h8v2h2a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h2V4zm0 6v2h8v-2H8zm0 4v2h6v-2H8z',
  // A person: head and shoulders.
  author: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 10c4.4 0 8 2.2 8 5v1H4v-1c0-2.8 3.6-5 8-5z',
};

export function KindIcon({ kind }: { kind: ViewedRef['kind'] }) {
  return (
    <span className={`viewed-icon viewed-icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d={PATHS[kind]} />
      </svg>
    </span>
  );
}
