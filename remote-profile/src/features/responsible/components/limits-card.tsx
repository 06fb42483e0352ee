/** One group of limits (stakes or deposits) over 24 hours, 7 days and 30 days: each window's limit, what was used and what is left, the one that binds first marked, and what waits to take effect. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { bindingLimit, limitRows, type LimitGroup } from '../play-limits';
import { LIMIT_GROUP_TEXTS } from './limit-group-texts';

export function LimitsCard({ view, group, onEdit }: { view: ResponsibleView; group: LimitGroup; onEdit: () => void }) {
  const { t } = useTranslation();
  const texts = LIMIT_GROUP_TEXTS[group];
  const rows = limitRows(view, group);
  const binding = bindingLimit(rows);
  const from = formatDate(view.pendingFrom, 'dateTime');
  const titleId = `rp-${group}-limits-title`;
  return (
    <section className="rp-card" aria-labelledby={titleId} data-testid={`${group}-limits`}>
      <div className="rp-card__head">
        <h2 id={titleId}>{t(texts.titleKey)}</h2>
        <button type="button" className="rp-link-button" data-testid={`${group}-limits-edit`} onClick={onEdit}>
          {t('responsible.edit')}
        </button>
      </div>
      <p className="rp-card__hint">{t(texts.hintKey)}</p>
      {group === 'deposit' && !view.depositLimitsChosen && (
        <p className="rp-limit__pending" data-testid="deposit-limits-not-chosen">
          {t('responsible.depositNotChosen')}
        </p>
      )}
      <ul className="rp-limits">
        {rows.map((row) => (
          <li key={row.key} className="rp-limit" data-testid={`limit-${row.key}`} data-binding={row.key === binding || undefined}>
            <div className="rp-limit__line">
              <span className="rp-limit__window">{t(`responsible.window.${row.key}`)}</span>
              {row.key === binding && (
                <span className="rp-tag" data-testid="limit-binding">
                  {t('responsible.binding')}
                </span>
              )}
              <strong className="rp-limit__value">{row.limit === null ? t('responsible.noLimit') : formatMoney(row.limit)}</strong>
            </div>
            <p className="rp-limit__used">
              {row.left === null ? t(texts.usedKey, { used: formatMoney(row.used) }) : t(texts.usedLeftKey, { used: formatMoney(row.used), left: formatMoney(row.left) })}
            </p>
            {row.pending && (
              <p className="rp-limit__pending" data-testid={`limit-${row.key}-pending`}>
                {row.pending.limit === null
                  ? t('responsible.pendingRemoval', { date: from })
                  : t('responsible.pendingRaise', { amount: formatMoney(row.pending.limit), date: from })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
