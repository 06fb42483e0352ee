/** Home's way into the plan hall: one link (the hall's pages are their own chunks), under the shortcuts. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { PLAN_HALL_PATH } from '../../../lib/plan-paths';
import './plan-hall-entry.css';

export function PlanHallEntry() {
  const { t } = useTranslation();
  return (
    <Link to={PLAN_HALL_PATH} className="plan-hall-entry" data-testid="home-plan-hall">
      <span className="plan-hall-entry__title">{t('titles.planHall')}</span>
      <span className="plan-hall-entry__arrow" aria-hidden="true">›</span>
    </Link>
  );
}
