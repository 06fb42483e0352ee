/** The plan hall (/pages/plan/index): players' published slips, All or Following, by rank; tab=following opens the second tab. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { listRanks } from '../api/catalogue-api';
import { PlanFilters, type PlanScope } from '../features/plans/components/plan-filters';
import { PlanList } from '../features/plans/components/plan-list';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import '../components/page-kit.css';
import '../features/plans/components/plans.css';

export default observer(function PlanHallPage({ tab }: PageProps) {
  useState(() => registerPlanLocales());
  const { t } = useTranslation();
  const [scope, setScope] = useState<PlanScope>(tab === 'following' ? 'following' : 'all');
  const [rankId, setRankId] = useState<number | null>(null);
  const ranks = useApiData(listRanks, []);
  const loggedIn = session.isLoggedIn;
  const rank = rankId === null ? {} : { rankId };
  const query = scope === 'all' ? rank : loggedIn ? { ...rank, following: true } : null;

  let empty;
  if (scope === 'following' && !loggedIn) {
    empty = (
      <>
        <p>{t('plans:hall.loginForFollowing')}</p>
        <Link to={LOGIN_PATH} className="plan-login" data-testid="plan-login">
          {t('user.logIn')}
        </Link>
      </>
    );
  } else empty = <p>{scope === 'following' ? t('plans:hall.emptyFollowing') : t('plans:hall.empty')}</p>;

  return (
    <div data-testid="page-plan-hall" className="page plan-page">
      <PlanFilters scope={scope} onScope={setScope} ranks={ranks.data ?? []} rankId={rankId} onRank={setRankId} />
      <PlanList query={query} empty={empty} />
    </div>
  );
});
