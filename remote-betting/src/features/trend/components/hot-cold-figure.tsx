/** Hot or cold numbers of a place, each ball with the number of times it was drawn (what both are ranked by). */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { NumberBall } from '../../../components/number-balls';
import { HOT_COLD_MIN_DRAWS, type NumberMisses } from '../trend-stats';

export function HotColdFigure({ kind, numbers }: { kind: 'hot' | 'cold'; numbers: readonly NumberMisses[] }) {
  const { t } = useTranslation();
  return (
    <div className="trend-figure" data-testid={`trend-${kind}`}>
      <h3>
        {t(`trend.${kind}`)} <small>{t('trend.timesDrawn')}</small>
      </h3>
      {numbers.length === 0 ? (
        <p className="trend-figure__empty">{t('trend.needMoreDraws', { count: HOT_COLD_MIN_DRAWS })}</p>
      ) : (
        <ul className="ranked-numbers">
          {numbers.map((entry) => (
            <li key={entry.number}>
              <NumberBall number={entry.number} size="sm" />
              <span>{entry.hits}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
