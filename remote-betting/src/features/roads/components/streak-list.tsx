/** The streak board's rows: place, side and run length, longest first; a row whose item is on sale puts it in the slip in one tap. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { Streak } from '../streaks';
import { RoadDisc } from './bead-road';
import './roads.css';

interface StreakListProps {
  streaks: readonly Streak[];
  placeName: (rankId: number) => string;
  /** The catalogue's two-sided item of this streak, when it is on sale. */
  itemId: (streak: Streak) => number | undefined;
  onPick: (itemId: number) => void;
}

export function StreakList({ streaks, placeName, itemId, onPick }: StreakListProps) {
  const { t } = useTranslation();
  if (streaks.length === 0) return <p className="empty card" data-testid="streaks-empty">{t('roads:streak.empty')}</p>;
  return (
    <ol className="streak-list" data-testid="streak-list">
      {streaks.map((streak) => {
        const place = placeName(streak.rankId);
        const side = t(`roads:side.${streak.code}`);
        const id = itemId(streak);
        const content = (
          <>
            <RoadDisc pair={streak.pair} side={streak.side} />
            <span className="streak-row__what">
              <span className="streak-row__item">
                {place} · {side}
              </span>
              <span className="streak-row__run">{t('roads:streak.run', { count: streak.length })}</span>
            </span>
            <span className="streak-row__length" aria-hidden="true">
              {streak.length}
            </span>
          </>
        );
        return (
          <li key={`${streak.rankId}-${streak.pair}`} data-testid="streak-row" data-rank={streak.rankId} data-code={streak.code}>
            {id === undefined ? (
              <div className="streak-row">{content}</div>
            ) : (
              <button type="button" className="streak-row" aria-label={t('roads:streak.action', { place, side, count: streak.length })} onClick={() => onPick(id)}>
                {content}
                <span className="streak-row__bet" aria-hidden="true">
                  {t('roads:streak.bet')}
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
