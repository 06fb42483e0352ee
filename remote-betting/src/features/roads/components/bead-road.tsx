/** One road as a bead road: counts per side above, then a disc per draw, column by column (six rows), scrolled to the newest. */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { RoadPair } from '../api/day-roads-api';
import { beadColumns, roadCounts, roadSides, sideCode, type RoadSide } from '../road-cells';
import './roads.css';

interface BeadRoadProps {
  pair: RoadPair;
  /** The server's cells, oldest first. */
  cells: string;
  /** The day's drawn issues, in the order of `cells`. */
  issues: readonly string[];
  placeName: string;
}

/** The `roads:` key suffix of a side of this pair: `big`, `tiger`… or `push`. */
export function sideKey(pair: RoadPair, side: RoadSide): string {
  return sideCode(pair, side) ?? 'push';
}

export function RoadDisc({ pair, side }: { pair: RoadPair; side: RoadSide }) {
  const { t } = useTranslation();
  return (
    <span className={`road-disc road-disc--${side}`} aria-hidden="true">
      {t(`roads:short.${sideKey(pair, side)}`)}
    </span>
  );
}

export function BeadRoad({ pair, cells, issues, placeName }: BeadRoadProps) {
  const { t } = useTranslation();
  const sides = useMemo(() => roadSides(cells), [cells]);
  const columns = useMemo(() => beadColumns(sides), [sides]);
  const counts = roadCounts(sides);
  const scroller = useRef<HTMLDivElement>(null);

  // The newest draws are at the right end: keep them in view as the road grows.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [cells]);

  const shown: RoadSide[] = counts.push > 0 ? ['first', 'second', 'push'] : ['first', 'second'];
  const label = t('roads:road.grid', { place: placeName, pair: t(`roads:road.pairs.${pair}`), count: sides.length });
  return (
    <div data-testid="bead-road">
      <ul className="road-counts" data-testid="road-counts">
        {shown.map((side) => (
          <li key={side} data-testid={`road-count-${side}`}>
            <RoadDisc pair={pair} side={side} />
            {t('roads:road.count', { side: t(`roads:side.${sideKey(pair, side)}`), count: counts[side] })}
          </li>
        ))}
      </ul>
      {/* Focusable: a keyboard can scroll it. */}
      <div ref={scroller} className="bead-road" role="region" aria-label={label} tabIndex={0}>
        <ol className="bead-road__grid">
          {columns.map((column) => (
            <li key={column[0].index}>
              <ol className="bead-road__column">
                {column.map(({ side, index }) => (
                  <li
                    key={index}
                    className={`bead-road__cell${index === sides.length - 1 ? ' bead-road__cell--newest' : ''}`}
                    data-side={side}
                  >
                    <RoadDisc pair={pair} side={side} />
                    <span className="visually-hidden">{t('roads:road.cell', { issue: issues[index], side: t(`roads:side.${sideKey(pair, side)}`) })}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
