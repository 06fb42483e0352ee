/** Play responsibly (/pages/user/responsible): stake and deposit limits per 24 hours, 7 days and 30 days, the reality-check interval, self-exclusion, and the rules' text. */
import { useEffect, useState } from 'react';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { getResponsibleInfo, type ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { PageState } from '@racing/shared/src/ui/page-state';
import { LimitsCard } from '../features/responsible/components/limits-card';
import { LimitsEditor } from '../features/responsible/components/limits-editor';
import type { LimitGroup } from '../features/responsible/play-limits';
import { RealityCheckCard } from '../features/responsible/components/reality-check-card';
import { SelfExclusionCard } from '../features/responsible/components/self-exclusion-card';
import { ResponsibleText } from '../features/responsible/components/responsible-text';
import '../features/settings/components/settings.css';
import '../features/responsible/components/responsible.css';

/** Stakes first (the page's first purpose), deposits beside them. */
const LIMIT_GROUPS: readonly LimitGroup[] = ['stake', 'deposit'];

export default function ResponsiblePage() {
  const info = useApiData(getResponsibleInfo, []);
  // Every change answers the new view: it replaces the loaded one without another read.
  const [view, setView] = useState<ResponsibleView | undefined>(undefined);
  const [editing, setEditing] = useState<LimitGroup | null>(null);
  useEffect(() => setView(info.data), [info.data]);

  const saved = (next: ResponsibleView) => {
    setView(next);
    setEditing(null);
  };

  return (
    <section className="rp-page" data-testid="page-responsible">
      <PageState loading={info.loading && view === undefined} error={view ? undefined : info.error} onRetry={info.reload}>
        {view && (
          <>
            {/* An excluded player reads the end date first; everyone else starts with the limits. */}
            {view.excludedUntil && <SelfExclusionCard excludedUntil={view.excludedUntil} onSaved={saved} />}
            {LIMIT_GROUPS.map((group) =>
              editing === group ? (
                <LimitsEditor key={group} view={view} group={group} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <LimitsCard key={group} view={view} group={group} onEdit={() => setEditing(group)} />
              ),
            )}
            <RealityCheckCard minutes={view.realityCheckMinutes} onSaved={saved} />
            {!view.excludedUntil && <SelfExclusionCard excludedUntil={null} onSaved={saved} />}
            <ResponsibleText />
          </>
        )}
      </PageState>
    </section>
  );
}
