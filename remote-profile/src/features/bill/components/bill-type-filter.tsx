/** The bill's type filter: "All" and the six ledger types, named by the dictionary in the player's language. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { BalanceLogType } from '../api/balance-log-api';

export function BillTypeFilter({ types, value, onChange }: { types: BalanceLogType[]; value: number | undefined; onChange: (type: number | undefined) => void }) {
  const { t } = useTranslation();
  const options: Array<{ key: string; type: number | undefined; label: string }> = [
    { key: 'all', type: undefined, label: t('bill.all') },
    ...types.map((entry) => ({ key: String(entry.value), type: entry.value, label: entry.label })),
  ];
  return (
    <div className="bill-filter" role="tablist" aria-label={t('bill.filter')}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          role="tab"
          className="bill-filter__chip"
          aria-selected={option.type === value}
          data-testid={`bill-filter-${option.key}`}
          onClick={() => option.type !== value && onChange(option.type)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
