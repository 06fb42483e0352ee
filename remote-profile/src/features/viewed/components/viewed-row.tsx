/** One entry of the viewing history: what it is, its title, when it was opened; tapping opens it, the cross removes it. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ViewedEntry } from '../api/view-history-api';
import { viewTarget } from '../view-target';
import { KindIcon } from './kind-icon';

export function ViewedRow({ entry, removing, onRemove }: { entry: ViewedEntry; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const target = viewTarget(entry);
  const body = (
    <>
      <KindIcon kind={entry.kind} />
      <span className="viewed-row__text">
        <span className="viewed-row__kind">{t(`viewed.kind.${entry.kind}`)}</span>
        <strong className="viewed-row__title">{entry.title}</strong>
        {entry.places && <span className="viewed-row__places" aria-label={t('viewed.result')}>{entry.places.join(' · ')}</span>}
        <time className="viewed-row__time" dateTime={entry.viewedAt}>
          {t('viewed.viewedAt', { time: formatDate(entry.viewedAt, 'shortDateTime') })}
        </time>
      </span>
    </>
  );
  return (
    <li className={`viewed-row${entry.available ? '' : ' viewed-row--gone'}`} data-testid="viewed-row" data-kind={entry.kind}>
      {target ? (
        <Link to={target} className="viewed-row__open" data-testid="viewed-open">
          {body}
        </Link>
      ) : (
        <div className="viewed-row__open">{body}</div>
      )}
      <button
        type="button"
        className="viewed-row__remove"
        aria-label={t('viewed.remove', { title: entry.title })}
        data-testid="viewed-remove"
        disabled={removing}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
