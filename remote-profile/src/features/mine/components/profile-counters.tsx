/** Followers, likes and total clicks, as GET /app/user/info/person counts them. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { session } from '@racing/shared/src/session/session-store';
import { formatNumber } from '@racing/shared/src/format/format-number';

const COUNTERS = [
  { id: 'followers', field: 'fans', labelKey: 'mine.followers' },
  { id: 'likes', field: 'likes', labelKey: 'mine.likes' },
  { id: 'totalClicks', field: 'totalClicks', labelKey: 'mine.totalClicks' },
] as const;

export const ProfileCounters = observer(function ProfileCounters() {
  const { t } = useTranslation();
  const user = session.userInfo;
  return (
    <ul className="mine-card mine-counters">
      {COUNTERS.map(({ id, field, labelKey }) => (
        <li key={id} className="mine-counters__item" data-testid={`mine-item-${id}`} data-mine-item>
          <strong className="mine-counters__value" data-testid={`mine-count-${id}`}>
            {user ? formatNumber(user[field]) : '—'}
          </strong>
          <span className="mine-counters__label" data-label>
            {t(labelKey)}
          </span>
        </li>
      ))}
    </ul>
  );
});
