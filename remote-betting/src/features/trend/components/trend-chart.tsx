/**
 * The classic trend chart for one place, in SVG: a row per draw (oldest at the top), the hit number circled and joined
 * by a line, the running miss of every other number in grey. It scrolls in its own box with the number header and the
 * hits / current miss / longest miss rows pinned, and opens on the newest draws at the bottom.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { NUMBERS, missGrid, type NumberMisses } from '../trend-stats';

const ISSUE_W = 56;
const CELL_W = 31;
const ROW_H = 24;
const WIDTH = ISSUE_W + CELL_W * NUMBERS.length;
/** Wider than this (estimated), a label in the first column is squeezed to fit. */
const LABEL_ROOM = ISSUE_W - 6;

interface TrendChartProps {
  issues: readonly string[];
  /** The place's number in each draw, oldest first. */
  series: readonly number[];
  stats: readonly NumberMisses[];
}

const cx = (number: number) => ISSUE_W + (number - 0.5) * CELL_W;

/** Rough width of a label at 10px: CJK characters are square, others about half as wide. */
function labelWidth(text: string): number {
  return [...text].reduce((width, char) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 10 : 5.6), 0);
}

function ColumnLabel({ y, text, className }: { y: number; text: string; className: string }) {
  const squeeze = labelWidth(text) > LABEL_ROOM;
  return (
    <text x={ISSUE_W / 2} y={y} className={className} {...(squeeze ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}>
      {text}
    </text>
  );
}

function GridLines({ height }: { height: number }) {
  return (
    <>
      {NUMBERS.map((n) => (
        <line key={n} x1={ISSUE_W + n * CELL_W} y1={0} x2={ISSUE_W + n * CELL_W} y2={height} stroke="#f0f0f0" />
      ))}
      <line x1={ISSUE_W} y1={0} x2={ISSUE_W} y2={height} stroke="#e5e5e5" />
    </>
  );
}

export const TrendChart = memo(function TrendChart({ issues, series, stats }: TrendChartProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // Open on the newest draws, and follow each new one.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [series]);

  const grid = missGrid(series);
  const bodyH = series.length * ROW_H;
  const cy = (row: number) => (row + 0.5) * ROW_H;
  const line = series.map((number, row) => `${cx(number)},${cy(row)}`).join(' ');
  const footer: [string, (s: NumberMisses) => number][] = [
    [t('trend.hits'), (s) => s.hits],
    [t('trend.currentMiss'), (s) => s.current],
    [t('trend.longestMiss'), (s) => s.longest],
  ];
  return (
    <div className="trend-chart" ref={scroller} role="img" aria-label={t('trend.chartLabel')} data-testid="trend-chart">
      <svg className="trend-chart__head" viewBox={`0 0 ${WIDTH} ${ROW_H}`} width="100%">
        <rect x={0} y={0} width={WIDTH} height={ROW_H} fill="#fafafa" />
        <ColumnLabel y={ROW_H / 2} text={t('trend.issueShort')} className="trend-chart__label" />
        {NUMBERS.map((n) => (
          <text key={n} x={cx(n)} y={ROW_H / 2} className="trend-chart__label">
            {n}
          </text>
        ))}
        <GridLines height={ROW_H} />
      </svg>
      <svg className="trend-chart__body" viewBox={`0 0 ${WIDTH} ${bodyH}`} width="100%">
        {series.map((_, row) => (
          <g key={row}>
            {row % 2 === 1 && <rect x={0} y={row * ROW_H} width={WIDTH} height={ROW_H} fill="#fafafa" />}
            <text x={ISSUE_W / 2} y={cy(row)} className="trend-chart__issue">
              {issues[row]?.slice(-4)}
            </text>
            {grid[row].map((miss, column) =>
              miss === 0 ? null : (
                <text key={column} x={cx(column + 1)} y={cy(row)} className="trend-chart__miss">
                  {miss}
                </text>
              ),
            )}
          </g>
        ))}
        <GridLines height={bodyH} />
        <polyline points={line} fill="none" stroke="#cf352c" strokeWidth={1.5} strokeLinejoin="round" />
        {series.map((number, row) => (
          <g key={row} className="trend-chart__hit">
            <circle cx={cx(number)} cy={cy(row)} r={9} fill="#cf352c" />
            <text x={cx(number)} y={cy(row)}>
              {number}
            </text>
          </g>
        ))}
      </svg>
      <svg className="trend-chart__foot" viewBox={`0 0 ${WIDTH} ${footer.length * ROW_H}`} width="100%">
        {footer.map(([label, value], index) => {
          const y = index * ROW_H;
          return (
            <g key={label}>
              <rect x={0} y={y} width={WIDTH} height={ROW_H} fill={index % 2 ? '#fff' : '#fff7f6'} />
              <ColumnLabel y={y + ROW_H / 2} text={label} className="trend-chart__foot-label" />
              {stats.map((s) => (
                <text key={s.number} x={cx(s.number)} y={y + ROW_H / 2} className="trend-chart__foot-value">
                  {value(s)}
                </text>
              ))}
            </g>
          );
        })}
        <GridLines height={footer.length * ROW_H} />
      </svg>
    </div>
  );
});
