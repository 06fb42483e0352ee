/** The hall's filters: All / Following tabs and the rank a plan must have a pick on ('All ranks' by default). */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { Rank } from '../../../api/catalogue-api';
import './plans.css';

export type PlanScope = 'all' | 'following';

interface PlanFiltersProps {
  scope: PlanScope;
  onScope: (scope: PlanScope) => void;
  ranks: readonly Rank[];
  rankId: number | null;
  onRank: (rankId: number | null) => void;
}

export function PlanFilters({ scope, onScope, ranks, rankId, onRank }: PlanFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="plan-filters">
      <div className="plan-filters__tabs" role="tablist">
        {(['all', 'following'] as const).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={scope === value} onClick={() => onScope(value)} data-testid={`plan-scope-${value}`}>
            {t(`plans:filters.${value}`)}
          </button>
        ))}
      </div>
      <select aria-label={t('plans:filters.rank')} value={rankId ?? ''} onChange={(event) => onRank(event.target.value === '' ? null : Number(event.target.value))} data-testid="plan-rank-filter">
        <option value="">{t('plans:filters.allRanks')}</option>
        {ranks.map((rank) => (
          <option key={rank.id} value={rank.id}>
            {rank.name}
          </option>
        ))}
      </select>
    </div>
  );
}
