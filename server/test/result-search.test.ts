// The results list as players search it, and the commitments the verify screen quotes: a typed period number matches
// the issues that end with it (on either dialect, its digits taken literally), and a chain begun mid-day says how many
// periods it really has, not how many its day has.
import { periodsOfDay } from '../src/domain/draw/period-schedule';
import { DIALECTS, get, startTestApp, type TestApp } from './support/test-app';
import { engineWithClock } from './support/draws';

const DAY = '20300115';
const OTHER_DAY = '20300116';

describe.each(DIALECTS)('results search and chain figures (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const schedule = { timeZone: t.app.config.timeZone, intervalSeconds: t.app.config.draws.intervalSeconds, closeSeconds: t.app.config.draws.closeSeconds };
    // DAY begins at its 120th period (a server started mid-day), OTHER_DAY (the day after) at its first; a few
    // periods of each are drawn, so both have a …0130 and a …0230 with a result and a …0231 without one.
    const drawn = { [DAY]: ['0120', '0125', '0130', '0205', '0230'], [OTHER_DAY]: ['0001', '0130', '0175', '0185', '0195', '0205', '0215', '0225', '0230'] };
    const clock = { now: 0 };
    const engine = engineWithClock(t.app, clock);
    for (const [date, from] of [[DAY, 120], [OTHER_DAY, 1]] as const) {
      clock.now = periodsOfDay(date, schedule)[from - 1].openAt;
      await engine.ensureDay(date);
    }
    clock.now = periodsOfDay(OTHER_DAY, schedule)[240].drawAt;
    for (const [date, sequences] of Object.entries(drawn)) for (const sequence of sequences) expect(await engine.draw(date + sequence)).toBe(true);
  });
  afterAll(() => t.close());

  const search = async (query: string, language = 'en') => (await get(t.app, `/api/app/lottery/result/getList?size=100&${query}`, { language })).body;
  const issues = (body: { data: { list: Array<{ issue: string }> } }) => body.data.list.map((r) => r.issue);

  it('finds the issues ending with what was typed, newest first, with their count', async () => {
    const found = await search('issueEnd=0130');
    expect(found.code).toBe(1000);
    expect(issues(found)).toEqual([`${OTHER_DAY}0130`, `${DAY}0130`]);
    expect(found.data.pagination.total).toBe(2);
    expect(issues(await search('issueEnd=230'))).toEqual([`${OTHER_DAY}0230`, `${DAY}0230`]);
    // Narrowed to a day, and a whole issue is that issue.
    expect(issues(await search(`issueEnd=30&date=${DAY}`))).toEqual([`${DAY}0230`, `${DAY}0130`]);
    expect(issues(await search(`issueEnd=${DAY}0130`))).toEqual([`${DAY}0130`]);
    // An end only periods still to draw have: nothing, counted as nothing.
    expect(await search('issueEnd=0231')).toMatchObject({ code: 1000, data: { list: [], pagination: { total: 0 } } });
  });

  it('pages a search by cursor without repeating or skipping', async () => {
    const first = await get(t.app, '/api/app/lottery/result/getList?size=3&issueEnd=5');
    const cursor = first.body.data.pagination.cursor as string;
    const second = await get(t.app, `/api/app/lottery/result/getList?size=3&issueEnd=5&cursor=${cursor}`);
    expect(issues(first.body)).toEqual([`${OTHER_DAY}0225`, `${OTHER_DAY}0215`, `${OTHER_DAY}0205`]);
    expect(issues(second.body)).toEqual([`${OTHER_DAY}0195`, `${OTHER_DAY}0185`, `${OTHER_DAY}0175`]);
  });

  it('refuses anything but digits, naming the field in the reader\'s language, and never treats % or _ as wildcards', async () => {
    for (const typed of ['%25', '_', '13%2500', '1300a', '', '1234567890123']) {
      const refused = await search(`issueEnd=${typed}`);
      expect({ typed, code: refused.code }).toEqual({ typed, code: 1002 });
    }
    expect((await search('issueEnd=%25', 'en')).message).toContain('Last digits of the period number');
    expect((await search('issueEnd=_', 'zh-cn')).message).toContain('期号末尾数字');
  });

  it('says how many periods a chain has: from its first issue to the end of its day', async () => {
    const { list } = (await get(t.app, '/api/app/lottery/result/commitments?page=1&size=10')).body.data as { list: Array<{ chainId: string; length: number; periods: number; firstIssue: string }> };
    const midDay = list.find((c) => c.chainId === DAY)!;
    const perDay = 86_400 / t.app.config.draws.intervalSeconds;
    expect(midDay).toMatchObject({ firstIssue: `${DAY}0120`, length: perDay, periods: perDay - 119 });
    expect(list.find((c) => c.chainId === OTHER_DAY)).toMatchObject({ firstIssue: `${OTHER_DAY}0001`, length: perDay, periods: perDay });
    const stored = await t.app.db.selectFrom('drawPeriod').select((eb) => eb.fn.countAll<number>().as('n')).where('chainId', '=', DAY).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(midDay.periods);
  });
});
