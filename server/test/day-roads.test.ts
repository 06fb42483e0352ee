// GET /app/lottery/result/roads: a business day's draws as big/small, odd/even and dragon/tiger roads, judged by the
// settlement rule (sum 11 as the SUM_ELEVEN setting says), oldest first, other days and undrawn periods left out.
import { DIALECTS, startTestApp, get, type TestApp } from './support/test-app';
import { businessDate } from '../src/domain/draw/period-schedule';
import { roadCell, roadPairs } from '../src/draws/day-roads';

type Road = { rankId: number; pair: string; cells: string };

/** Three draws worked out by hand (places 1..10): sum 3, sum 19, sum 11. */
const DRAWS = ['1,2,3,4,5,6,7,8,9,10', '10,9,8,7,6,5,4,3,2,1', '5,6,1,2,3,4,7,8,9,10'];

async function seedDay(t: TestApp, date: string): Promise<void> {
  const now = Date.now();
  await t.app.db
    .insertInto('drawChain')
    .values({ id: date, seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 288, firstIssue: `${date}0001`, algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: now })
    .execute();
  const period = (index: number, status: 'settled' | 'cancelled' | 'scheduled', result: string | null) => ({
    issue: `${date}${String(index).padStart(4, '0')}`,
    chainId: date,
    chainIndex: index,
    openAt: now + index * 1000,
    closeAt: now + index * 1000 + 500,
    drawAt: now + index * 1000 + 900,
    status,
    result,
    revealedKeyHex: result ? 'ab'.repeat(32) : null,
    drawnAt: null,
    settledAt: null,
    cancelReason: null,
  });
  // Inserted out of order, with a cancelled and a scheduled period between the draws.
  await t.app.db
    .insertInto('drawPeriod')
    .values([period(4, 'settled', DRAWS[2]), period(1, 'settled', DRAWS[0]), period(2, 'cancelled', null), period(3, 'settled', DRAWS[1]), period(5, 'scheduled', null)])
    .execute();
}

const road = (roads: Road[], rankId: number, pair: string) => roads.find((r) => r.rankId === rankId && r.pair === pair)?.cells;

it('never leaves a place undecided, under either sum-11 rule: only the sum pushes, and only on 11', () => {
  // Every ordered pair of distinct numbers in places 1 and 2 (and their mirrors 10 and 9), the rest in any order.
  for (const rule of ['small', 'push'] as const) {
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        if (a === b) continue;
        const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b);
        const draw = [a, b, ...rest];
        for (const { rankId, pair } of roadPairs()) {
          const pushes = roadCell(rankId, pair, draw, rule) === '0';
          expect(`${rule} ${draw} ${rankId} ${pair}: ${pushes}`).toBe(`${rule} ${draw} ${rankId} ${pair}: ${rule === 'push' && rankId === 0 && a + b === 11}`);
        }
      }
    }
  }
});

describe.each(DIALECTS)('the roads of a day (%s)', (dialect) => {
  describe('with sum 11 small (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect);
      await seedDay(t, '20990301');
      await seedDay(t, '20990302');
    });
    afterAll(() => t.close());

    it("reads the day's drawn periods oldest first and judges every pair of the rule book", async () => {
      const { body } = await get(t.app, '/api/app/lottery/result/roads?date=20990301');
      expect(body.code).toBe(1000);
      expect(body.data.date).toBe('20990301');
      expect(body.data.sumEleven).toBe('small');
      expect(body.data.issues).toEqual(['209903010001', '209903010003', '209903010004']);
      const roads: Road[] = body.data.roads;
      // The sum's two pairs, big/small + odd/even + dragon/tiger for places 1..5, and two pairs for places 6..10.
      expect(roads).toHaveLength(2 + 5 * 3 + 5 * 2);
      expect(roads.some((r) => r.rankId === 0 && r.pair === 'dragonTiger')).toBe(false);
      expect(roads.some((r) => r.rankId === 6 && r.pair === 'dragonTiger')).toBe(false);
      // Sums 3, 19, 11: small, big, small (11 counts as small); odd, odd, odd.
      expect(road(roads, 0, 'bigSmall')).toBe('212');
      expect(road(roads, 0, 'oddEven')).toBe('111');
      // Champion 1, 10, 5 against 10th place 10, 1, 10.
      expect(road(roads, 1, 'bigSmall')).toBe('212');
      expect(road(roads, 1, 'oddEven')).toBe('121');
      expect(road(roads, 1, 'dragonTiger')).toBe('212');
      // Runner-up 2, 9, 6 against 9th place 9, 2, 9.
      expect(road(roads, 2, 'bigSmall')).toBe('211');
      expect(road(roads, 2, 'oddEven')).toBe('212');
      expect(road(roads, 2, 'dragonTiger')).toBe('212');
      // 10th place 10, 1, 10.
      expect(road(roads, 10, 'bigSmall')).toBe('121');
      expect(road(roads, 10, 'oddEven')).toBe('212');
    });

    it('is empty for a day without draws and refuses a malformed date', async () => {
      const empty = await get(t.app, '/api/app/lottery/result/roads?date=20990303');
      expect(empty.body.data.issues).toEqual([]);
      expect(empty.body.data.roads.every((r: Road) => r.cells === '')).toBe(true);
      const bad = await get(t.app, '/api/app/lottery/result/roads?date=2099-03-01', { language: 'en' });
      expect(bad.body.code).toBe(1002);
      expect(bad.body.message).toContain('Date');
      // Eight digits that name no day: refused by name, not answered as an empty day.
      for (const date of ['20260230', '20261399', '99999999', '00000101']) {
        const impossible = await get(t.app, `/api/app/lottery/result/roads?date=${date}`, { language: 'es' });
        expect({ date, body: impossible.body }).toEqual({ date, body: { code: 1002, message: expect.stringContaining('Fecha'), data: null } });
        const list = await get(t.app, `/api/app/lottery/result/getList?date=${date}`, { language: 'es' });
        expect({ date, code: list.body.code }).toEqual({ date, code: 1002 });
      }
      expect((await get(t.app, '/api/app/lottery/result/roads?date=20280229')).body.code).toBe(1000);
    });

    it('reads the current business day when no date is given', async () => {
      const { body } = await get(t.app, '/api/app/lottery/result/roads');
      expect(body.data.date).toBe(businessDate(Date.now(), t.app.config.timeZone));
    });
  });

  describe('with sum 11 a push', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { SUM_ELEVEN: 'push' });
      await seedDay(t, '20990301');
    });
    afterAll(() => t.close());

    it('puts sum 11 on neither side of the sum pairs, and nowhere else', async () => {
      const { body } = await get(t.app, '/api/app/lottery/result/roads?date=20990301');
      expect(body.data.sumEleven).toBe('push');
      expect(road(body.data.roads, 0, 'bigSmall')).toBe('210');
      expect(road(body.data.roads, 0, 'oddEven')).toBe('110');
      expect(road(body.data.roads, 1, 'bigSmall')).toBe('212');
    });
  });
});
