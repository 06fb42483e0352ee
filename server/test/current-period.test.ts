// GET /app/lottery/result/current on the server clock: the period whose draw comes next, in each of its phases.
import { DIALECTS, startTestApp, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the current period (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(() => t.close());

  /** Three consecutive periods of a 60 s schedule whose middle one is at `phase` now. */
  async function periods(now: number, closeOffsetMs: number) {
    const drawAt = now + closeOffsetMs + 10_000;
    await t.app.db
      .insertInto('drawChain')
      .values({ id: '20990101', seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 1440, firstIssue: '209901010001', algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: now - 3_600_000 })
      .execute();
    const rows = [-1, 0, 1].map((k) => ({
      issue: `20990101000${k + 2}`,
      chainId: '20990101',
      chainIndex: k + 2,
      openAt: drawAt + (k - 1) * 60_000,
      closeAt: drawAt + k * 60_000 - 10_000,
      drawAt: drawAt + k * 60_000,
      status: k < 0 ? ('settled' as const) : ('scheduled' as const),
      result: k < 0 ? '1,2,3,4,5,6,7,8,9,10' : null,
      revealedKeyHex: k < 0 ? 'ab'.repeat(32) : null,
      drawnAt: null,
      settledAt: null,
      cancelReason: null,
    }));
    await t.app.db.insertInto('drawPeriod').values(rows).execute();
  }

  it('is the open period while betting is open', async () => {
    const now = Date.now();
    await periods(now, 30_000);
    const { data } = (await get(t.app, '/api/app/lottery/result/current')).body;
    expect(data.period).toMatchObject({ issue: '209901010002', status: 'open' });
    expect(data.latest).toMatchObject({ issue: '209901010001', places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  });

  it('is the closed period, counting down to its draw, between the close and the draw', async () => {
    const now = Date.now();
    await periods(now, -3_000);
    const { data } = (await get(t.app, '/api/app/lottery/result/current')).body;
    expect(data.period).toMatchObject({ issue: '209901010002', status: 'closed' });
    expect(new Date(data.period.drawAt).getTime()).toBeGreaterThan(new Date(data.now).getTime());
  });

  it('moves on to the next period once the draw time has passed', async () => {
    const now = Date.now();
    await periods(now, -12_000);
    const { data } = (await get(t.app, '/api/app/lottery/result/current')).body;
    expect(data.period).toMatchObject({ issue: '209901010003', status: 'open' });
  });
});
