// The draw engine and betting against a real database: commitments before periods, draws from the chain alone,
// slips accepted whole or refused, exactly-once settlement, refunds, money that never goes wrong under concurrency.
import { randomUUID } from 'node:crypto';
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { clockBeforeDay, engineWithClock, firstPeriodOfDay, fundPlayer, judgedBets, ledgerSum, oddsId, openPeriodNow } from './support/draws';
import { placeSlip } from '../src/betting/place-slip';
import { drawPermutation } from '../src/domain/draw/draw-permutation';
import { keyLinksToCommitment } from '../src/domain/draw/hash-chain';

/** What the engine pushed, as the tests read it: every event has a type, a player's events name the player. */
type PushedEvent = { type: string; userId?: number };

describe.each(DIALECTS)('draws and bets (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());
  const requestId = () => randomUUID().replace(/-/g, '');

  it('commits a day\'s chain before its first period opens and never serves the seed', async () => {
    const clock = clockBeforeDay(t.app, '20300101');
    const engine = engineWithClock(t.app, clock);
    await engine.ensureDay('20300101');
    const periods = await t.app.db.selectFrom('drawPeriod').selectAll().where('chainId', '=', '20300101').orderBy('issue').execute();
    expect(periods).toHaveLength(288);
    expect(periods[0]).toMatchObject({ issue: '203001010001', chainIndex: 1, status: 'scheduled', result: null, revealedKeyHex: null });
    const commitments = await get(t.app, '/api/app/lottery/result/commitments');
    const chain = commitments.body.data.list.find((c: { chainId: string }) => c.chainId === '20300101');
    expect(chain).toMatchObject({ game: 'pk10', length: 288, firstIssue: '203001010001', algorithm: 'pk10-hmac-sha256-v1', salt: '' });
    expect(new Date(chain.createTime).getTime()).toBeLessThan(periods[0].openAt);
    const seed = (await t.app.db.selectFrom('drawChain').select('seedHex').where('id', '=', '20300101').executeTakeFirstOrThrow()).seedHex;
    expect(JSON.stringify(commitments.body)).not.toContain(seed);
    expect((await get(t.app, '/api/app/lottery/result/getList?date=20300101')).body.data.list).toEqual([]);
  });

  it('draws a period at its time from its chain key alone, and the result verifies against the commitment', async () => {
    const events: PushedEvent[] = [];
    const { clock, engine, period } = await firstPeriodOfDay(t.app, '20300102', events);
    expect(await engine.draw(period.issue)).toBe(false); // not yet
    clock.now = period.drawAt;
    expect(await engine.draw(period.issue)).toBe(true);
    expect(await engine.draw(period.issue)).toBe(false); // once
    const drawn = await t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', period.issue).executeTakeFirstOrThrow();
    const chain = await t.app.db.selectFrom('drawChain').selectAll().where('id', '=', '20300102').executeTakeFirstOrThrow();
    expect(keyLinksToCommitment(drawn.revealedKeyHex!, 1, chain.commitmentHex)).toBe(true);
    expect(drawPermutation(Buffer.from(drawn.revealedKeyHex!, 'hex'), period.issue, '')).toEqual(drawn.result!.split(',').map(Number));
    expect(events.find((e) => e.type === 'result.drawn')).toMatchObject({ issue: period.issue, seed: drawn.revealedKeyHex, chainIndex: 1 });
    const list = await get(t.app, '/api/app/lottery/result/getList?date=20300102');
    expect(list.body.data.list[0]).toMatchObject({ issue: period.issue, seed: drawn.revealedKeyHex, chainId: '20300102', chainIndex: 1 });
  });

  it('places a slip whole: one debit, one ledger row, one bet per selection with the odds snapshot', async () => {
    const issue = await openPeriodNow(t.app, '209901010001');
    const player = await t.createPlayer({ balance: 0 });
    await fundPlayer(t.app, player.id, 10_000);
    const items = [
      { oddsId: await oddsId(t.app, 1, '7'), amount: 1000 },
      { oddsId: await oddsId(t.app, 0, 'big'), amount: 500 },
    ];
    const res = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items }, { authorization: player.token });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({ issue, total: 1500, balance: 8500, replayed: false });
    expect(res.body.data.bets.map((b: { rankId: number; code: string; odds: number; amount: number }) => [b.rankId, b.code, b.odds, b.amount])).toEqual([
      [1, '7', 9.8, 1000],
      [0, 'big', 2.2, 500],
    ]);
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 8500, balance: 8500 });
    const history = await post(t.app, '/api/app/bet/bet/getHistory', { issue }, { authorization: player.token, language: 'en' });
    expect(history.body.data.list.map((b: { rankName: string; itemName: string; status: number; result: number[] | null }) => [b.rankName, b.itemName, b.status, b.result])).toEqual([
      ['Champion + runner-up sum', 'Big', 0, null],
      ['Champion', '7', 0, null],
    ]);
  });

  it('never debits twice for the same request id', async () => {
    const issue = await openPeriodNow(t.app, '209901010002');
    const player = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ balance: 5000 }).where('id', '=', player.id).execute();
    const body = { issue, requestId: requestId(), items: [{ oddsId: await oddsId(t.app, 2, 'odd'), amount: 1000 }] };
    const [a, b] = await Promise.all([1, 2].map(() => post(t.app, '/api/app/bet/bet/addbet', body, { authorization: player.token })));
    const c = await post(t.app, '/api/app/bet/bet/addbet', body, { authorization: player.token });
    expect([a, b, c].map((r) => r.body.code)).toEqual([1000, 1000, 1000]);
    expect([a, b, c].map((r) => r.body.data.slipId)).toEqual([a.body.data.slipId, a.body.data.slipId, a.body.data.slipId]);
    expect([a, b].filter((r) => r.body.data.replayed)).toHaveLength(1);
    // The retry gets the earlier answer: the same bets, nothing debited again.
    expect(c.body.data).toMatchObject({ replayed: true, total: 1000, balance: 4000 });
    expect(c.body.data.bets).toHaveLength(1);
    expect(c.body.data.bets).toEqual(a.body.data.bets);
    const user = await t.app.db.selectFrom('appUser').select('balance').where('id', '=', player.id).executeTakeFirstOrThrow();
    expect(user.balance).toBe(4000);
  });

  it('refuses a slip with clear messages and loses nothing', async () => {
    const issue = await openPeriodNow(t.app, '209901010003');
    const player = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ balance: 1000 }).where('id', '=', player.id).execute();
    const as = { authorization: player.token, language: 'en' };
    const one = (amount: number, id?: number) => ({ issue, requestId: requestId(), items: [{ oddsId: id ?? 1, amount }] });
    const dragon = await oddsId(t.app, 1, 'dragon');
    expect((await post(t.app, '/api/app/bet/bet/addbet', one(5000, dragon), as)).body).toEqual({ code: 1001, message: 'Insufficient balance', data: null });
    expect((await post(t.app, '/api/app/bet/bet/addbet', one(99, dragon), as)).body).toEqual({ code: 1001, message: 'The stake per pick must be between 1.00 and 50,000.00', data: null });
    expect((await post(t.app, '/api/app/bet/bet/addbet', one(100, 99999), as)).body).toEqual({ code: 1001, message: 'A selected play item is not available', data: null });
    expect((await post(t.app, '/api/app/bet/bet/addbet', { ...one(100, dragon), issue: '209912319999' }, as)).body).toEqual({ code: 1001, message: 'Period 209912319999 does not exist', data: null });
    expect((await post(t.app, '/api/app/bet/bet/addbet', { ...one(100, dragon), items: [] }, as)).body.code).toBe(1002);
    expect((await post(t.app, '/api/app/bet/bet/addbet', { ...one(100, dragon), items: [{ oddsId: dragon, amount: 1.5 }] }, as)).body.code).toBe(1002);
    // A slip with one bad selection is refused whole.
    const mixed = { issue, requestId: requestId(), items: [{ oddsId: dragon, amount: 100 }, { oddsId: await oddsId(t.app, 1, 'tiger'), amount: 10 }] };
    expect((await post(t.app, '/api/app/bet/bet/addbet', mixed, as)).body.code).toBe(1001);
    await t.app.db.updateTable('drawPeriod').set({ closeAt: Date.now() - 1 }).where('issue', '=', issue).execute();
    expect((await post(t.app, '/api/app/bet/bet/addbet', one(100, dragon), as)).body).toEqual({ code: 1001, message: `Betting on period ${issue} is closed; please bet on the next period`, data: null });
    const user = await t.app.db.selectFrom('appUser').select('balance').where('id', '=', player.id).executeTakeFirstOrThrow();
    expect(user.balance).toBe(1000);
    expect(await t.app.db.selectFrom('bet').selectAll().where('userId', '=', player.id).execute()).toEqual([]);
  });

  it('accepts a slip just before close and refuses one at the close instant, whatever the client shows', async () => {
    const { period } = await firstPeriodOfDay(t.app, '20300103');
    const player = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ balance: 10_000 }).where('id', '=', player.id).execute();
    const slip = async (at: number) => {
      const items = [{ oddsId: await oddsId(t.app, 3, 'big'), amount: 100 }];
      return placeSlip(t.app.db, t.app.dialect, { userId: player.id, issue: period.issue, requestId: requestId(), items }, 'en', () => at).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    };
    expect(await slip(period.openAt - 1)).toBe('periodNotOpen');
    expect(await slip(period.openAt)).toBe('accepted');
    expect(await slip(period.closeAt - 1)).toBe('accepted');
    expect(await slip(period.closeAt)).toBe('bettingClosed');
    expect(await slip(period.closeAt + 1)).toBe('bettingClosed');
  });

  it('settles exactly once: winners paid floor(stake × odds), pushes refunded, ledger equal to balances', async () => {
    const events: PushedEvent[] = [];
    const { clock, engine, period } = await firstPeriodOfDay(t.app, '20300104', events);
    clock.now = period.openAt + 10;
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 100_000, clock.now);
    // Every number on the champion: exactly one wins. 123 cents × 9.8 = 1205.4 → 1205.
    const items = [];
    for (let n = 1; n <= 10; n++) items.push({ oddsId: await oddsId(t.app, 1, String(n)), amount: 123 });
    items.push({ oddsId: await oddsId(t.app, 0, 'big'), amount: 1000 }, { oddsId: await oddsId(t.app, 0, 'small'), amount: 1000 });
    await placeSlip(t.app.db, t.app.dialect, { userId: player.id, issue: period.issue, requestId: requestId(), items }, 'en', () => clock.now);

    clock.now = period.drawAt;
    await engine.tick();
    const settled = await t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', period.issue).executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    const places = settled.result!.split(',').map(Number);
    const bets = await judgedBets(t.app.db, period.issue);
    const numberBets = bets.slice(0, 10);
    expect(numberBets.filter((b) => b.status === 1).map((b) => b.code)).toEqual([String(places[0])]);
    expect(numberBets.find((b) => b.status === 1)!.payout).toBe(1205);
    const sum = places[0] + places[1];
    const [big, small] = bets.slice(10);
    expect(big.status).toBe(sum >= 12 ? 1 : 2);
    expect(small.status).toBe(sum <= 11 ? 1 : 2);
    const expectedPayout = 1205 + (sum >= 12 ? 2200 : 1780);
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 100_000 - 3230 + expectedPayout, balance: 100_000 - 3230 + expectedPayout });
    // The player is told what they got, their new balance, and gets the period's notification.
    expect(events.filter((e) => e.userId === player.id)).toEqual([
      { type: 'bet.settled', userId: player.id, issue: period.issue, stake: 3230, won: 2, lost: 10, pushed: 0, payout: expectedPayout },
      { type: 'balance.changed', userId: player.id, balance: 100_000 - 3230 + expectedPayout, reason: 'settlement' },
      {
        type: 'notification.created',
        userId: player.id,
        notification: expect.objectContaining({ kind: 'betSettled', ref: period.issue, params: { issue: period.issue, stake: 3230, payout: expectedPayout, refunded: false } }),
      },
    ]);

    // Running it again pays nothing more.
    await t.app.db.updateTable('drawPeriod').set({ status: 'drawn' }).where('issue', '=', period.issue).execute();
    // The unique ledger row per bet refuses a second payment (compared by message: native errors cross jest's realm).
    const replay = await engine.settle(period.issue).then(
      () => 'paid again',
      (error: { message?: string }) => String(error.message),
    );
    expect(replay).toMatch(/unique|duplicate/i);
    const after = await ledgerSum(t.app, player.id);
    expect(after.balance).toBe(100_000 - 3230 + expectedPayout);
    await t.app.db.updateTable('drawPeriod').set({ status: 'settled' }).where('issue', '=', period.issue).execute();
    const history = await post(t.app, '/api/app/bet/bet/getHistory', { issue: period.issue, status: 1 }, { authorization: player.token });
    expect(history.body.data.list.every((b: { result: number[]; payout: number }) => b.result.length === 10 && b.payout > 0)).toBe(true);
  }, 90_000); // it catches up every earlier period of its day first (~860 on a full day): tens of seconds on a busy machine

  it('gives the stake back for a bet whose item the rules cannot judge, and never leaves it pending', async () => {
    const { clock, engine, period, issue } = await firstPeriodOfDay(t.app, '20300107');
    clock.now = period.openAt;
    // An item an operator added that the rule book does not know, and one that is gone from the catalogue by the draw.
    const [unknown, gone] = await t.app.db
      .insertInto('odds')
      .values([
        { rankId: 1, type: 1, name: 'wild', code: 'wild', odds: 1980, status: 1, orderNum: 90, minStake: 100, maxStake: 5_000_000 },
        { rankId: 2, type: 1, name: 'gone', code: 'gone', odds: 1980, status: 1, orderNum: 91, minStake: 100, maxStake: 5_000_000 },
      ])
      .returning('id')
      .execute();
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 5000, clock.now);
    const items = [{ oddsId: unknown.id, amount: 700 }, { oddsId: gone.id, amount: 800 }, { oddsId: await oddsId(t.app, 3, '3'), amount: 1000 }];
    await placeSlip(t.app.db, t.app.dialect, { userId: player.id, issue, requestId: requestId(), items }, 'en', () => clock.now);
    await t.app.db.deleteFrom('odds').where('id', 'in', [unknown.id, gone.id]).execute();

    clock.now = period.drawAt;
    expect(await engine.draw(issue)).toBe(true);
    expect(await engine.settle(issue)).toHaveLength(1);
    const bets = await judgedBets(t.app.db, issue);
    expect(bets.slice(0, 2).map(({ status, payout }) => ({ status, payout }))).toEqual([
      { status: 4, payout: 700 },
      { status: 4, payout: 800 },
    ]);
    expect([1, 2]).toContain(bets[2].status);
    expect(await engine.pendingBets(issue)).toBe(0);
    const paid = bets.reduce((sum, bet) => sum + bet.payout, 0);
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 5000 - 2500 + paid, balance: 5000 - 2500 + paid });
  });

  it('refunds every stake of a cancelled period', async () => {
    const { clock, engine, period, issue } = await firstPeriodOfDay(t.app, '20300105');
    clock.now = period.openAt;
    const players = [await t.createPlayer(), await t.createPlayer()];
    for (const p of players) {
      await fundPlayer(t.app, p.id, 3000, clock.now);
      await placeSlip(t.app.db, t.app.dialect, { userId: p.id, issue, requestId: requestId(), items: [{ oddsId: await oddsId(t.app, 4, 'even'), amount: 2500 }] }, 'en', () => clock.now);
    }
    expect(await engine.cancel(issue, 'operator test')).toBe(true);
    expect(await engine.cancel(issue, 'again')).toBe(false);
    for (const p of players) expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 3000, balance: 3000 });
    const refunds = (await judgedBets(t.app.db, issue)).map(({ status, payout }) => ({ status, payout }));
    expect(refunds).toEqual([
      { status: 4, payout: 2500 },
      { status: 4, payout: 2500 },
    ]);
  });

  it('accepts exactly 50 of 200 parallel slips against a balance that covers 50', async () => {
    const issue = await openPeriodNow(t.app, '209901010004');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000);
    const item = await oddsId(t.app, 5, 'small');
    const results = await Promise.all(
      Array.from({ length: 200 }, () => post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: item, amount: 200 }] }, { authorization: player.token, language: 'en' })),
    );
    expect(results.filter((r) => r.body.code === 1000)).toHaveLength(50);
    expect(results.filter((r) => r.body.message === 'Insufficient balance')).toHaveLength(150);
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 0, balance: 0 });
  });

  it('enforces the player\'s own stake limits and self-exclusion', async () => {
    const issue = await openPeriodNow(t.app, '209901010005');
    const player = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ balance: 100_000 }).where('id', '=', player.id).execute();
    const as = { authorization: player.token, language: 'en' };
    const item = await oddsId(t.app, 6, 'big');
    const bet = (amount: number) => post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: item, amount }] }, as);
    const set = await post(t.app, '/api/app/user/responsible/setLimits', { stakeDay: 5000 }, as);
    expect(set.body.data.limits.stakeDay).toBe(5000);
    expect((await bet(4000)).body.code).toBe(1000);
    expect((await bet(2000)).body).toEqual({ code: 1001, message: 'This bet slip goes over your 24-hour stake limit (10.00 left)', data: null });
    const raised = await post(t.app, '/api/app/user/responsible/setLimits', { stakeDay: 50_000 }, as);
    expect(raised.body.data).toMatchObject({ limits: { stakeDay: 5000 }, pending: { stakeDay: 50_000 } });
    expect((await bet(2000)).body.code).toBe(1001);
    await t.app.db.updateTable('playerLimit').set({ pendingAt: Date.now() - 1 }).where('userId', '=', player.id).execute();
    expect((await bet(2000)).body.code).toBe(1000);

    expect((await post(t.app, '/api/app/user/responsible/selfExclude', { months: 3 }, as)).body.code).toBe(1002);
    const excluded = await post(t.app, '/api/app/user/responsible/selfExclude', { months: 6 }, as);
    expect(excluded.body.data.excludedUntil).not.toBeNull();
    const refused = await bet(100);
    expect(refused.body.code).toBe(1001);
    // The end of the exclusion is a moment: its local date and time of day in the server's time zone, in the reader's language.
    const until = new Date(Date.parse(excluded.body.data.excludedUntil));
    const local = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: t.config.timeZone, timeZoneName: 'short' }).format(until);
    expect(refused.body.message).toBe(`You have excluded yourself from play until ${local}`);
    expect(refused.body.message).toMatch(/until \d{1,2} \w+ \d{4} at \d{2}:\d{2} GMT\+8$/);
    const es = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: item, amount: 100 }] }, { ...as, language: 'es' });
    expect(es.body.message).toMatch(/^Se ha autoexcluido del juego hasta el \d{1,2} de \w+ de \d{4} a las \d{2}:\d{2} GMT\+8$/);
  });

  it('catches up after downtime: every period whose draw time passed is drawn and settled, in order', async () => {
    const clock = clockBeforeDay(t.app, '20300106');
    const engine = engineWithClock(t.app, clock);
    await engine.ensureDay('20300106');
    const periods = await t.app.db.selectFrom('drawPeriod').selectAll().where('chainId', '=', '20300106').orderBy('issue').limit(4).execute();
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000, clock.now);
    for (const period of periods.slice(0, 3)) {
      clock.now = period.openAt + 1;
      await placeSlip(t.app.db, t.app.dialect, { userId: player.id, issue: period.issue, requestId: requestId(), items: [{ oddsId: await oddsId(t.app, 7, 'odd'), amount: 1000 }] }, 'en', () => clock.now);
    }
    // The server was down from here until after the third draw.
    clock.now = periods[2].drawAt + 1;
    await engine.tick();
    const after = await t.app.db.selectFrom('drawPeriod').select(['issue', 'status']).where('issue', 'in', periods.map((p) => p.issue)).orderBy('issue').execute();
    expect(after.map((p) => p.status)).toEqual(['settled', 'settled', 'settled', 'scheduled']);
    expect(await engine.pendingBets(periods[0].issue)).toBe(0);
    const ledger = await ledgerSum(t.app, player.id);
    expect(ledger.sum).toBe(ledger.balance);
  }, 90_000); // ensureDay writes the whole day's chain (288 periods) before the catch-up: over 20 s on PostgreSQL on a busy machine

  it('shows the open period with the server clock', async () => {
    const res = await get(t.app, '/api/app/lottery/result/current');
    expect(res.body.code).toBe(1000);
    expect(Math.abs(new Date(res.body.data.now).getTime() - Date.now())).toBeLessThan(5000);
  });
});
