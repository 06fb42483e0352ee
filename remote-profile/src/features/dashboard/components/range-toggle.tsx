/** The dashboard's range: the last 7 or the last 30 days. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { DASHBOARD_RANGES, type DashboardRange } from '../api/dashboard-api';

export function RangeToggle({ value, onChange }: { value: DashboardRange; onChange: (days: DashboardRange) => void }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-range" role="group" aria-label={t('dashboard.range')}>
      {DASHBOARD_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          data-testid={`dashboard-range-${days}`}
          onClick={() => onChange(days)}
        >
          {t('dashboard.lastDays', { count: days })}
        </button>
      ))}
    </div>
  );
}
