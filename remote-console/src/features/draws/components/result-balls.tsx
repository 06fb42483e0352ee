/** A period's ten places as the board's coloured balls (champion first), or a dash before the draw. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

/** The board's ball colours (remote-betting's number-balls.css): the same number reads the same colour to every eye. */
const BALL_COLOURS = ['', '#e6c700', '#0092dd', '#4b4b4b', '#ff7600', '#17b8c4', '#5234ff', '#9e9e9e', '#ff2600', '#780b00', '#07a000'];

export function ResultBalls({ places }: { places: readonly number[] | null }) {
  const { t } = useTranslation();
  if (!places || places.length === 0) return <span>—</span>;
  return (
    <span aria-label={t('console:draws.resultLabel', { places: places.join(', ') })} style={{ display: 'inline-flex', gap: 3, flexWrap: 'nowrap' }}>
      {places.map((number, place) => (
        <i
          key={place}
          style={{
            display: 'inline-block',
            width: 22,
            height: 22,
            lineHeight: '22px',
            borderRadius: 4,
            background: BALL_COLOURS[number] ?? '#999',
            color: '#fff',
            fontStyle: 'normal',
            fontSize: 12,
            fontWeight: 600,
            textAlign: 'center',
          }}
        >
          {number}
        </i>
      ))}
    </span>
  );
}
