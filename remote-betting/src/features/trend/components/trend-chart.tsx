/** The classic trend chart for one place, drawn in SVG: a row per draw, the hit number circled and joined by a line, misses in grey. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBERS, missGrid, type NumberMisses } from '../trend-stats';

const ISSUE_W = 46;
const CELL_W = 31;
const ROW_H = 24;
const WIDTH = ISSUE_W + CELL_W * NUMBERS.length;

interface TrendChartProps {
  issues: readonly string[];
  /** The place's number in each draw, oldest first. */
  series: readonly number[];
  stats: readonly NumberMisses[];
}

export const TrendChart = memo(function TrendChart({ issues, series, stats }: TrendChartProps) {
  const { t } = useTranslation();
  const grid = missGrid(series);
  const footer: [string, (s: NumberMisses) => number][] = [
    [t('trend.hits'), (s) => s.hits],
    [t('trend.currentMiss'), (s) => s.current],
    [t('trend.longestMiss'), (s) => s.longest],
  ];
  const headerH = ROW_H;
  const bodyH = series.length * ROW_H;
  const height = headerH + bodyH + footer.length * ROW_H;
  const cx = (number: number) => ISSUE_W + (number - 0.5) * CELL_W;
  const cy = (row: number) => headerH + (row + 0.5) * ROW_H;
  const line = series.map((number, row) => `${cx(number)},${cy(row)}`).join(' ');
  return (
    <svg className="trend-chart" viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={t('trend.chartLabel')} data-testid="trend-chart">
      <rect x={0} y={0} width={WIDTH} height={headerH} fill="#fafafa" />
      <text x={ISSUE_W / 2} y={headerH / 2} className="trend-chart__head">{t('trend.issueShort')}</text>
      {NUMBERS.map((n) => (
        <text key={n} x={cx(n)} y={headerH / 2} className="trend-chart__head">{n}</text>
      ))}
      {series.map((_, row) => (
        <g key={row}>
          {row % 2 === 1 && <rect x={0} y={headerH + row * ROW_H} width={WIDTH} height={ROW_H} fill="#fafafa" />}
          <text x={ISSUE_W / 2} y={cy(row)} className="trend-chart__issue">{issues[row]?.slice(-4)}</text>
          {grid[row].map((miss, column) =>
            miss === 0 ? null : (
              <text key={column} x={cx(column + 1)} y={cy(row)} className="trend-chart__miss">{miss}</text>
            ),
          )}
        </g>
      ))}
      {NUMBERS.map((n) => (
        <line key={n} x1={ISSUE_W + n * CELL_W} y1={0} x2={ISSUE_W + n * CELL_W} y2={height} stroke="#f0f0f0" />
      ))}
      <line x1={ISSUE_W} y1={0} x2={ISSUE_W} y2={height} stroke="#e5e5e5" />
      <polyline points={line} fill="none" stroke="#e43d33" strokeWidth={1.5} strokeLinejoin="round" />
      {series.map((number, row) => (
        <g key={row} className="trend-chart__hit">
          <circle cx={cx(number)} cy={cy(row)} r={9} fill="#e43d33" />
          <text x={cx(number)} y={cy(row)}>{number}</text>
        </g>
      ))}
      {footer.map(([label, value], index) => {
        const y = headerH + bodyH + index * ROW_H;
        return (
          <g key={label}>
            <rect x={0} y={y} width={WIDTH} height={ROW_H} fill={index % 2 ? '#fff' : '#fff7f6'} />
            <text x={ISSUE_W / 2} y={y + ROW_H / 2} className="trend-chart__foot-label">{label}</text>
            {stats.map((s) => (
              <text key={s.number} x={cx(s.number)} y={y + ROW_H / 2} className="trend-chart__foot">{value(s)}</text>
            ))}
          </g>
        );
      })}
    </svg>
  );
});
