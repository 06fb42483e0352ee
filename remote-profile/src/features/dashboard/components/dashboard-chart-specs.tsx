/** @jsxImportSource @antv/f2 */
/**
 * The dashboard's charts as AntV F2 elements (F2's own JSX runtime, per the pragma above, not React's): what each chart
 * draws and how its axes read. F2Chart draws them; texts and number formats come in from the page, in the player's language.
 */
import { Axis, Chart, Interval, Tooltip } from '@antv/f2';
import type { MoneyBar, MoneySeries, NetBar, PlayTypeRow, Sign } from '../dashboard-figures';

/** How the charts read: every text in the player's language, money in the locale's format. */
export interface ChartTexts {
  money: (cents: number) => string;
  day: (date: string) => string;
  percent: (value: number) => string;
  series: Record<MoneySeries, string>;
  playType: (type: number) => string;
}

export const CHART_COLORS = {
  staked: '#8ea0bf',
  paidOut: '#cf352c',
  gain: '#21a04b',
  loss: '#cf352c',
  even: '#c8c8c8',
  winRate: '#f5a623',
} as const;

const signColor = (sign: Sign) => CHART_COLORS[sign];

// Numbers are CSS pixels (F2 reads '24px' strings as a 750-wide design's pixels, halved).
const AXIS_LABEL = { fill: '#6b6b6b', fontSize: 11 };
const GRID = { stroke: '#eeeeee' };
/**
 * The date axis draws no grid: its lines would run through the middle of the first and last days' bars (a category's
 * tick is its centre), so the latest day's bar looked past the chart's last line. The money grid frames the bars.
 */
const DATE_AXIS = { label: { ...AXIS_LABEL, align: 'between' as const }, grid: { stroke: 'transparent' } };

/** A date axis names the first and the last day (a full date is long in some languages); a tap shows any day's own. */
const dayTicks = (dayCount: number) => Math.min(dayCount, 2);

/**
 * A tap on a day shades it and hands its date to the page, which writes that day's figures under the chart in the
 * player's language (F2's own tooltip has no room for a date title on a phone).
 */
function dayPicker(onPick: (date: string) => void) {
  return (
    <Tooltip
      custom
      showTooltipMarker
      triggerOn="click"
      onChange={(records: { origin: { date: string } }[]) => {
        if (records[0]) onPick(records[0].origin.date);
      }}
    />
  );
}

/** Money on the y axis: the ticks are cents (integers), shown as money. */
const moneyScale = (texts: ChartTexts) => ({ formatter: (cents: number) => texts.money(Math.round(cents)), nice: true, tickCount: 4 });

/** Stake and payout side by side, one pair of bars per day. */
export function dailyMoneyChart(bars: readonly MoneyBar[], texts: ChartTexts, onPick: (date: string) => void) {
  const data = bars.map((bar) => ({ ...bar, name: texts.series[bar.series] }));
  const days = new Set(bars.map((bar) => bar.date)).size;
  return (
    <Chart
      data={data}
      scale={{ date: { type: 'cat', tickCount: dayTicks(days), formatter: texts.day }, cents: { ...moneyScale(texts), min: 0 } }}
    >
      <Axis field="date" style={DATE_AXIS} />
      <Axis field="cents" style={{ label: AXIS_LABEL, grid: GRID }} />
      <Interval x="date" y="cents" color={{ field: 'name', range: [CHART_COLORS.staked, CHART_COLORS.paidOut] }} adjust="dodge" />
      {dayPicker(onPick)}
    </Chart>
  );
}

/** The net of each day as signed bars: green above the axis, red below. */
export function dailyNetChart(bars: readonly NetBar[], texts: ChartTexts, onPick: (date: string) => void) {
  return (
    <Chart data={[...bars]} scale={{ date: { type: 'cat', tickCount: dayTicks(bars.length), formatter: texts.day }, cents: moneyScale(texts) }}>
      <Axis field="date" style={DATE_AXIS} />
      <Axis field="cents" style={{ label: AXIS_LABEL, grid: GRID }} />
      <Interval x="date" y="cents" color={{ field: 'sign', callback: signColor }} />
      {dayPicker(onPick)}
    </Chart>
  );
}

/** Horizontal bars stack from the bottom up: reversed, the rows read top to bottom in the table's order. */
const topDown = (rows: readonly PlayTypeRow[]) => [...rows].reverse();

/** The win rate of each play type, 0–100 %; a type with nothing settled draws no bar. */
export function winRateChart(rows: readonly PlayTypeRow[], texts: ChartTexts) {
  const data = topDown(rows).map((row) => ({ name: texts.playType(row.type), percent: row.winPercent ?? 0 }));
  return (
    <Chart data={data} coord={{ transposed: true }} scale={{ percent: { min: 0, max: 100, tickCount: 3, formatter: texts.percent } }}>
      <Axis field="name" style={{ label: AXIS_LABEL }} />
      <Axis field="percent" style={{ label: { ...AXIS_LABEL, align: 'between' }, grid: GRID }} />
      <Interval x="name" y="percent" color={CHART_COLORS.winRate} size={18} />
    </Chart>
  );
}

/** The net of each play type as signed bars. */
export function playTypeNetChart(rows: readonly PlayTypeRow[], texts: ChartTexts) {
  const data = topDown(rows).map((row) => ({ name: texts.playType(row.type), cents: row.net, sign: row.sign }));
  return (
    <Chart data={data} coord={{ transposed: true }} scale={{ cents: { ...moneyScale(texts), tickCount: 3 } }}>
      <Axis field="name" style={{ label: AXIS_LABEL }} />
      <Axis field="cents" style={{ label: { ...AXIS_LABEL, align: 'between' }, grid: GRID }} />
      <Interval x="name" y="cents" color={{ field: 'sign', callback: signColor }} size={18} />
    </Chart>
  );
}
