/** The settings pages' grouped rows: a white card of rows, each a link or a plain line, with a value on the right. */
import type { ReactNode } from 'react';
import { Link } from '@racing/shared/src/routing/router';

export function SettingsGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="settings-group" aria-label={label}>
      {children}
    </ul>
  );
}

interface SettingsRowProps {
  label: string;
  testId: string;
  /** A page to open; without one the row only shows its value. */
  to?: string;
  value?: ReactNode;
}

export function SettingsRow({ label, testId, to, value }: SettingsRowProps) {
  const inside = (
    <>
      <span className="settings-row__label">{label}</span>
      {value !== undefined && <span className="settings-row__value">{value}</span>}
      {to && (
        <span className="settings-row__chevron" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="settings-row" data-testid={testId}>
          {inside}
        </Link>
      ) : (
        <div className="settings-row" data-testid={testId}>
          {inside}
        </div>
      )}
    </li>
  );
}
