/** Mine's grouped rows: a white card of rows, each a link to a page or an action, with an optional value and badge on the right. */
import type { ReactNode } from 'react';
import { Link } from '@racing/shared/src/routing/router';

export function MenuGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="mine-card mine-menu" aria-label={label}>
      {children}
    </ul>
  );
}

interface RowContent {
  label: string;
  testId: string;
  /** Shown on the right, before the arrow (the language's name, say). */
  value?: ReactNode;
  /** A count beside the label (unread messages). */
  badge?: ReactNode;
  /** Marks one of the spec's ten profile items, for the order they are shown in. */
  item?: boolean;
  danger?: boolean;
}

function RowInside({ label, value, badge }: RowContent) {
  return (
    <>
      <span className="mine-menu__label" data-label>
        {label}
      </span>
      {badge}
      <span className="mine-menu__value">{value}</span>
      <span className="mine-chevron" aria-hidden="true">
        ›
      </span>
    </>
  );
}

export function MenuLink({ to, ...row }: RowContent & { to: string }) {
  return (
    <li>
      <Link to={to} className="mine-menu__row" data-testid={row.testId} data-mine-item={row.item || undefined}>
        <RowInside {...row} />
      </Link>
    </li>
  );
}

export function MenuButton({ onClick, ...row }: RowContent & { onClick: () => void }) {
  return (
    <li>
      <button type="button" className={`mine-menu__row${row.danger ? ' mine-menu__row--danger' : ''}`} data-testid={row.testId} data-mine-item={row.item || undefined} onClick={onClick}>
        <RowInside {...row} />
      </button>
    </li>
  );
}
