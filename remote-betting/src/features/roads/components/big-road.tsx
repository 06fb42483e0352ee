/** The big road of one road: a column per run of one side (its tail turning right past six rows), pushes counted on the cell before them. */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { RoadPair } from '../api/day-roads-api';
import { bigRoad } from '../big-road';
import { roadSides } from '../road-cells';
import { sideKey } from './bead-road';
import './roads.css';

export function BigRoad({ pair, cells }: { pair: RoadPair; cells: string }) {
  const { t } = useTranslation();
  const layout = useMemo(() => bigRoad(roadSides(cells)), [cells]);
  const runs = layout.filter((cell, index) => index === 0 || layout[index - 1].side !== cell.side).length;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [cells]);
  return (
    <div ref={scroller} className="big-road" role="img" aria-label={t('roads:bigRoad.label', { count: runs })} data-testid="big-road">
      <div className="big-road__grid" aria-hidden="true">
        {layout.map((cell, index) => (
          <span
            key={index}
            className={`big-road__cell big-road__cell--${cell.side}`}
            style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
            data-side={cell.side}
          >
            {t(`roads:short.${sideKey(pair, cell.side)}`)}
            {cell.pushes > 0 && <span className="big-road__pushes">{cell.pushes}</span>}
          </span>
        ))}
      </div>
    </div>
  );
}
