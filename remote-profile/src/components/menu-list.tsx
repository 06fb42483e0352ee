/** remote-profile's grouped rows (Mine, Settings, the account pages): a white card of rows, each a link, an action or a plain line, with a value or a control on the right. */
import type { ReactNode } from 'react';
import { Link } from '@racing/shared/src/routing/router';
import './menu-list.css';

export function MenuGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="menu-group" aria-label={label}>
      {children}
    </ul>
  );
}

export interface MenuRowContent {
  label: string;
  testId: string;
  /** Shown on the right (the language's name, the bound number), or a control (a switch) on a plain line. */
  value?: ReactNode;
  /** A count beside the label (unread messages). */
  badge?: ReactNode;
  /** Marks one of the spec's ten profile items, for the order Mine shows them in. */
  item?: boolean;
  danger?: boolean;
}

/** A value that is only text (a version, a number), not a control: without an arrow it keeps the arrow's place, lined up with the values above. */
const textOnly = (value: ReactNode) => typeof value === 'string' || typeof value === 'number';

/** Label, badge, value, and the arrow on rows that lead somewhere. */
function RowInside({ label, value, badge, arrow }: MenuRowContent & { arrow: boolean }) {
  return (
    <>
      <span className="menu-row__label" data-label>
        {label}
      </span>
      {badge}
      {value !== undefined && <span className={textOnly(value) && !arrow ? 'menu-row__value menu-row__value--no-arrow' : 'menu-row__value'}>{value}</span>}
      {arrow && (
        <span className="menu-row__chevron" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
}

const rowClass = (danger: boolean | undefined, extra?: string) => ['menu-row', danger && 'menu-row--danger', extra].filter(Boolean).join(' ');

/** A row that opens a page. */
export function MenuLink({ to, ...row }: MenuRowContent & { to: string }) {
  return (
    <li>
      <Link to={to} className={rowClass(row.danger)} data-testid={row.testId} data-mine-item={row.item || undefined}>
        <RowInside {...row} arrow />
      </Link>
    </li>
  );
}

/** A row-shaped action on its own, outside a group (the head of a card). */
export function MenuRowButton({ onClick, className, ...row }: MenuRowContent & { onClick: () => void; className?: string }) {
  return (
    <button type="button" className={rowClass(row.danger, className)} data-testid={row.testId} data-mine-item={row.item || undefined} onClick={onClick}>
      <RowInside {...row} arrow />
    </button>
  );
}

/** A row that does something on this page (log out after a confirm). */
export function MenuButton(row: MenuRowContent & { onClick: () => void }) {
  return (
    <li>
      <MenuRowButton {...row} />
    </li>
  );
}

/** A row that only shows its value or holds its own control: no arrow, nothing to tap on the row itself. */
export function MenuLine(row: MenuRowContent) {
  return (
    <li>
      <div className={rowClass(row.danger)} data-testid={row.testId} data-mine-item={row.item || undefined}>
        <RowInside {...row} arrow={false} />
      </div>
    </li>
  );
}
