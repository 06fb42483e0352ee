/** The dashboard's shaping: every day of the range drawn, the net's sign, win rates as percentages, both play types, the empty state. */
import { dailyMoneyBars, dailyNetBars, dayToDate, everyDay, hasBets, playTypeRows, winRatePercent, type DayFigures, type SummaryFigures } from './dashboard-figures';

const day = (date: string, staked = 0, paidOut = 0, net = paidOut - staked, betCount = staked > 0 ? 1 : 0): DayFigures => ({ date, staked, paidOut, net, betCount });
const totals = (betCount: number) => ({ staked: 0, paidOut: 0, net: 0, betCount, settledCount: 0, wonCount: 0, winRate: null });

describe('every day of the range', () => {
  it('keeps quiet days as zero bars, oldest first, two bars (stake, payout) per day', () => {
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((date) => day(date));
    week[2] = day('2026-11-18', 1000, 1980);
    const bars = dailyMoneyBars(week);
    expect(bars).toHaveLength(14);
    expect(bars.slice(4, 6)).toEqual([
      { date: '2026-11-18', series: 'staked', cents: 1000 },
      { date: '2026-11-18', series: 'paidOut', cents: 1980 },
    ]);
    expect(bars.filter((bar) => bar.date !== '2026-11-18').every((bar) => bar.cents === 0)).toBe(true);
  });

  it('fills a day missing from the answer, across a month end', () => {
    const days = everyDay([day('2026-10-30', 500), day('2026-11-02', 200)]);
    expect(days.map((d) => d.date)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(days[1]).toEqual(day('2026-10-31'));
  });

  it('walks through a daylight-saving change without skipping or repeating a day', () => {
    const days = everyDay([day('2026-03-28'), day('2026-03-31')]);
    expect(days.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
  });

  it('reads a day as that local calendar day, whatever the time zone', () => {
    const date = dayToDate('2026-11-22');
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([2026, 11, 22]);
  });
});

it('signs each day’s net: a gain above the axis, a loss below, a quiet day even', () => {
  const bars = dailyNetBars([day('2026-11-20', 1000, 2500), day('2026-11-21', 3000, 0), day('2026-11-22')]);
  expect(bars.map(({ cents, sign }) => [cents, sign])).toEqual([
    [1500, 'gain'],
    [-3000, 'loss'],
    [0, 'even'],
  ]);
});

it('shows a win rate as a percentage to one decimal, and nothing settled as null rather than 0 %', () => {
  expect(winRatePercent(2 / 3)).toBe(66.7);
  expect(winRatePercent(1)).toBe(100);
  expect(winRatePercent(0)).toBe(0);
  expect(winRatePercent(null)).toBeNull();
});

it('lists numbers and two-sided even when only one was played', () => {
  const rows = playTypeRows([{ type: 1, staked: 4000, paidOut: 3960, net: -40, betCount: 4, settledCount: 4, wonCount: 2, winRate: 0.5 }]);
  expect(rows.map((row) => [row.type, row.betCount, row.winPercent, row.sign])).toEqual([
    [0, 0, null, 'even'],
    [1, 4, 50, 'loss'],
  ]);
});

it('has bets only when the range counts at least one', () => {
  const summary = (betCount: number): SummaryFigures => ({ days: [day('2026-11-22')], byPlayType: [], totals: totals(betCount) });
  expect(hasBets(summary(0))).toBe(false);
  expect(hasBets(summary(1))).toBe(true);
});
