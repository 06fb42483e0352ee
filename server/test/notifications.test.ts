// The notification centre end to end: my page, unread count and read marks (only my rows), a repeat refreshing its row,
// pruning to the newest 500, the follower fan-out, and the producers: settlement and refund (once per player per period,
// in the settling transaction), order state changes, an agent's reply; pushed live to the player's sockets; and a
// notification that cannot be written never fails the money operation behind it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { firstPeriodOfDay, fundPlayer, judgedBets, ledgerSum, oddsId } from './support/draws';
import { balanceOf, decide, openRecharge, payer } from './support/orders';
import { connected, listen, nextEvent, socketOf } from './support/socket-client';
import { placeSlip } from '../src/betting/place-slip';
import { paidBetsOfDraw } from '../src/draws/settle-period';
import { type NewNotification } from '../src/notifications/notification-api';
import { betSettledInsert, NOTIFICATIONS_KEPT } from '../src/notifications/notification-store';
import { type NotificationView } from '../src/notifications/notification-view';

const EN = { language: 'en' };
const auth = (token: string) => ({ authorization: token, ...EN });
const requestId = () => randomUUID().replace(/-/g, '');

describe.each(DIALECTS)('notification centre (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(dialect, { CS_MESSAGE_BURST: '20' });
    url = await listen(t);
  });
  afterAll(() => t.close());

  const page = async (token: string, body: object = {}) => (await post(t.app, '/api/app/user/notification/page', body, auth(token))).body;
  const unread = async (token: string) => (await get(t.app, '/api/app/user/notification/unreadCount', auth(token))).body.data.count as number;
  const read = async (token: string, body: object) => (await post(t.app, '/api/app/user/notification/read', body, auth(token))).body;
  const rowsOf = (userId: number) => t.app.db.selectFrom('notification').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const note = (userId: number, ref: string, params: Record<string, unknown> = {}, actorId: number | null = null): NewNotification => ({ userId, kind: 'planLiked', ref, actorId, params });

  it('pages my notifications newest first with their actor, counts the unread, and marks only my own rows read', async () => {
    const me = await t.createPlayer({ nickname: 'Reader' });
    const other = await t.createPlayer();
    const liker = await t.createPlayer({ nickname: 'Liker' });
    await t.app.db.updateTable('appUser').set({ avatar: '/uploads/liker.png' }).where('id', '=', liker.id).execute();
    for (let n = 1; n <= 3; n++) await t.app.notifications.notify(note(me.id, `7:${n}`, { planId: 7, issue: '203001010001' }, liker.id));
    await t.app.notifications.notify(note(other.id, 'theirs'));

    const first = await page(me.token, { page: 1, size: 2 });
    expect(first.code).toBe(1000);
    expect(first.data.pagination).toEqual({ page: 1, size: 2, total: 3 });
    expect(first.data.list.map((n: NotificationView) => n.ref)).toEqual(['7:3', '7:2']);
    expect(first.data.list[0]).toEqual({
      id: expect.any(Number),
      kind: 'planLiked',
      ref: '7:3',
      read: false,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { id: liker.id, nickName: 'Liker', nameDigits: null, closed: false, avatarUrl: '/uploads/liker.png' },
      params: { planId: 7, issue: '203001010001' },
    });
    expect((await page(me.token, { page: 2, size: 2 })).data.list.map((n: NotificationView) => n.ref)).toEqual(['7:1']);
    expect((await page(me.token, { size: 101 })).code).toBe(1002);
    expect(await unread(me.token)).toBe(3);

    // Someone else's id, and ids that name nothing, mark nothing.
    const [theirs] = await rowsOf(other.id);
    expect((await read(me.token, { ids: [theirs.id, 2 ** 40] })).data).toEqual({ count: 3, marked: 0 });
    expect((await rowsOf(other.id))[0].readAt).toBeNull();
    expect((await read(other.token, { ids: [first.data.list[0].id] })).data).toEqual({ count: 1, marked: 0 });
    expect(await unread(me.token)).toBe(3);

    expect((await read(me.token, { ids: [first.data.list[0].id, first.data.list[0].id] })).data).toEqual({ count: 2, marked: 1 });
    expect((await page(me.token)).data.list.map((n: NotificationView) => [n.ref, n.read])).toEqual([
      ['7:3', true],
      ['7:2', false],
      ['7:1', false],
    ]);
    expect((await read(me.token, {})).data).toEqual({ count: 2, marked: 0 });
    expect((await read(me.token, { all: true })).data).toEqual({ count: 0, marked: 2 });
    expect(await unread(other.token)).toBe(1);
    expect((await read(me.token, { ids: Array.from({ length: 101 }, (_, n) => n + 1) })).code).toBe(1002);
    expect((await read(me.token, { ids: [0] })).code).toBe(1002);
    expect((await get(t.app, '/api/app/user/notification/unreadCount', EN)).status).toBe(401);
  });

  it('refreshes a repeated notification in place: newer time, params and actor, unread again', async () => {
    const me = await t.createPlayer();
    const [a, b] = [await t.createPlayer({ nickname: 'A' }), await t.createPlayer({ nickname: 'B' })];
    await t.app.notifications.notify(note(me.id, 'chat', { n: 1 }, a.id));
    await read(me.token, { all: true });
    const [before] = await rowsOf(me.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.notifications.notify(note(me.id, 'chat', { n: 2 }, b.id));
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before.id, actorId: b.id, params: '{"n":2}', readAt: null });
    expect(Number(rows[0].createdAt)).toBeGreaterThan(Number(before.createdAt));
    expect(await unread(me.token)).toBe(1);
    // Two of the same in one call: one row, the last one's params.
    await t.app.notifications.notify([note(me.id, 'twice', { n: 1 }), note(me.id, 'twice', { n: 2 })]);
    expect((await rowsOf(me.id)).filter((r) => r.ref === 'twice').map((r) => r.params)).toEqual(['{"n":2}']);
  });

  it('keeps the newest 500 per player by time, a refreshed old row counting as new', async () => {
    const me = await t.createPlayer();
    const other = await t.createPlayer();
    const long = Date.now() - 86_400_000;
    // 500 rows written a day ago, oldest first (old-1 is the oldest), and one of someone else's.
    await t.app.db
      .insertInto('notification')
      .values(Array.from({ length: NOTIFICATIONS_KEPT }, (_, n) => ({ userId: me.id, kind: 'planLiked' as const, ref: `old-${n + 1}`, actorId: null, params: '{}', createdAt: long + n, readAt: null })))
      .execute();
    await t.app.db.insertInto('notification').values({ userId: other.id, kind: 'planLiked', ref: 'other', actorId: null, params: '{}', createdAt: long - 1, readAt: null }).execute();
    // old-1 refreshed: the newest now, so old-2 is the oldest.
    await t.app.notifications.notify(note(me.id, 'old-1'));
    expect(await rowsOf(me.id)).toHaveLength(NOTIFICATIONS_KEPT);
    await t.app.notifications.notify([note(me.id, 'new-1'), note(me.id, 'new-2')]);
    const refs = new Set((await rowsOf(me.id)).map((r) => r.ref));
    expect(refs.size).toBe(NOTIFICATIONS_KEPT);
    expect(['old-1', 'new-1', 'new-2', 'old-4', `old-${NOTIFICATIONS_KEPT}`].every((ref) => refs.has(ref))).toBe(true);
    expect(['old-2', 'old-3'].some((ref) => refs.has(ref))).toBe(false);
    expect(await rowsOf(other.id)).toHaveLength(1);
    expect((await page(me.token, { page: 1, size: 3 })).data.pagination.total).toBe(NOTIFICATIONS_KEPT);
  });

  it('fans a notification out to every follower in one statement, refreshing on a repeat, and pushes it to their sockets', async () => {
    const author = await t.createPlayer({ nickname: 'Author' });
    const followers = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer()];
    const stranger = await t.createPlayer();
    const now = Date.now();
    await t.app.db.insertInto('userFollow').values(followers.map((f) => ({ userId: f.id, followeeId: author.id, createdAt: now }))).execute();
    // The author follows someone too: that is not a follower of the author.
    await t.app.db.insertInto('userFollow').values({ userId: author.id, followeeId: stranger.id, createdAt: now }).execute();
    const socket = socketOf(url, { token: followers[1].token });
    await connected(socket);
    const pushed = nextEvent<{ notification: NotificationView }>(socket, 'notification.created', (p) => p.notification.kind === 'planPublished');

    const published = { kind: 'planPublished' as const, ref: '42', actorId: author.id, params: { planId: 42, issue: '203001010001' } };
    await t.app.notifications.notifyFollowers(author.id, published);
    const live = await pushed;
    expect(live.notification).toMatchObject({ kind: 'planPublished', ref: '42', read: false, actor: { id: author.id, nickName: 'Author', nameDigits: null, closed: false, avatarUrl: null }, params: { planId: 42, issue: '203001010001' } });
    for (const f of followers) expect((await rowsOf(f.id)).map((r) => [r.kind, r.ref, r.actorId])).toEqual([['planPublished', '42', author.id]]);
    expect(await rowsOf(stranger.id)).toEqual([]);
    expect(await rowsOf(author.id)).toEqual([]);

    await read(followers[0].token, { all: true });
    await t.app.notifications.notifyFollowers(author.id, { ...published, params: { planId: 42, issue: '203001010002' } });
    const again = await rowsOf(followers[0].id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ readAt: null, params: '{"planId":42,"issue":"203001010002"}' });
    // Nobody follows the stranger's follower: nothing written, nothing thrown.
    await expect(t.app.notifications.notifyFollowers(followers[2].id, published)).resolves.toBeUndefined();
  });

  it('tells each player of a settled period once what they staked and got, in the settlement, and live', async () => {
    const events: Array<{ type: string; userId?: number; notification?: NotificationView }> = [];
    const { clock, engine, period, issue } = await firstPeriodOfDay(t.app, '20310301', events);
    clock.now = period.openAt + 10;
    const [alice, bob, idle] = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer()];
    for (const p of [alice, bob, idle]) await fundPlayer(t.app, p.id, 100_000, clock.now);
    // Alice: every number on the champion (exactly one wins) in two slips; Bob: big and small of the sum.
    const champion = [];
    for (let n = 1; n <= 10; n++) champion.push({ oddsId: await oddsId(t.app, 1, String(n)), amount: 123 });
    await placeSlip(t.app.db, t.app.dialect, { userId: alice.id, issue, requestId: requestId(), items: champion.slice(0, 5) }, 'en', () => clock.now);
    await placeSlip(t.app.db, t.app.dialect, { userId: alice.id, issue, requestId: requestId(), items: champion.slice(5) }, 'en', () => clock.now);
    const sum = [{ oddsId: await oddsId(t.app, 0, 'big'), amount: 1000 }, { oddsId: await oddsId(t.app, 0, 'small'), amount: 1500 }];
    await placeSlip(t.app.db, t.app.dialect, { userId: bob.id, issue, requestId: requestId(), items: sum }, 'en', () => clock.now);

    clock.now = period.drawAt;
    expect(await engine.draw(issue)).toBe(true);
    expect(await engine.settle(issue)).toHaveLength(2);
    const bets = await judgedBets(t.app.db, issue);
    const payoutOf = (userId: number) => bets.filter((b) => b.userId === userId).reduce((total, b) => total + b.payout, 0);
    expect(payoutOf(alice.id)).toBe(1205);
    for (const [p, stake] of [
      [alice, 1230],
      [bob, 2500],
    ] as const) {
      const rows = await rowsOf(p.id);
      expect(rows.map((r) => ({ kind: r.kind, ref: r.ref, actorId: r.actorId, params: JSON.parse(r.params!) }))).toEqual([
        { kind: 'betSettled', ref: issue, actorId: null, params: { issue, stake, payout: payoutOf(p.id), refunded: false } },
      ]);
      // Written with the settlement: the same moment as its ledger rows.
      expect(Number(rows[0].createdAt)).toBe(clock.now);
      const live = events.filter((e) => e.type === 'notification.created' && e.userId === p.id);
      expect(live.map((e) => e.notification)).toEqual([
        { id: Number(rows[0].id), kind: 'betSettled', ref: issue, read: false, createTime: new Date(clock.now).toISOString(), actor: null, params: { issue, stake, payout: payoutOf(p.id), refunded: false } },
      ]);
    }
    expect(await rowsOf(idle.id)).toEqual([]);
    expect((await page(alice.token)).data.list[0].params).toEqual({ issue, stake: 1230, payout: 1205, refunded: false });

    // A settlement replayed: the claim refuses it; were the statement run again, the unique key keeps one row per player.
    expect(await engine.settle(issue)).toBeUndefined();
    await t.app.db.transaction().execute((trx) => betSettledInsert(issue, false, sql`(${paidBetsOfDraw(issue)})`, clock.now + 1).execute(trx));
    const again = await t.app.db.selectFrom('notification').selectAll().where('kind', '=', 'betSettled').where('ref', '=', issue).execute();
    expect(again.map((r) => [r.userId, JSON.parse(r.params!).stake]).sort()).toEqual(
      [
        [alice.id, 1230],
        [bob.id, 2500],
      ].sort(),
    );
  });

  it('tells each player of a cancelled period once that their stakes came back', async () => {
    const events: Array<{ type: string; userId?: number }> = [];
    const { clock, engine, period, issue } = await firstPeriodOfDay(t.app, '20310302', events);
    clock.now = period.openAt;
    const players = [await t.createPlayer(), await t.createPlayer()];
    for (const [n, p] of players.entries()) {
      await fundPlayer(t.app, p.id, 5000, clock.now);
      await placeSlip(t.app.db, t.app.dialect, { userId: p.id, issue, requestId: requestId(), items: [{ oddsId: await oddsId(t.app, 4, 'even'), amount: 1000 + n }, { oddsId: await oddsId(t.app, 4, 'odd'), amount: 500 }] }, 'en', () => clock.now);
    }
    expect(await engine.cancel(issue, 'operator test')).toBe(true);
    expect(await engine.refund(issue)).toBeUndefined();
    for (const [n, p] of players.entries()) {
      expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 5000, balance: 5000 });
      expect((await rowsOf(p.id)).map((r) => [r.kind, r.ref, JSON.parse(r.params!)])).toEqual([['betSettled', issue, { issue, stake: 1500 + n, payout: 1500 + n, refunded: true }]]);
      expect(events.filter((e) => e.type === 'notification.created' && e.userId === p.id)).toHaveLength(1);
    }
  });

  it('tells the player of each change of a recharge, never of its creation, and pushes it live', async () => {
    const who = await payer(t);
    const socket = socketOf(url, { token: who.token });
    await connected(socket);
    const paidLive = nextEvent<{ notification: NotificationView }>(socket, 'notification.created', (p) => p.notification.kind === 'payOrder');
    const paid = await openRecharge(t, who, 1_234);
    expect(await rowsOf(who.id)).toEqual([]);
    await decide(t.app, paid.tradeNo, 'pay');
    expect(await balanceOf(t.app, who.id)).toBe(1_234);
    const params = { orderNo: paid.orderNo, kind: 'recharge', status: 'paid', amount: 1_234 };
    expect((await paidLive).notification).toMatchObject({ kind: 'payOrder', ref: `${paid.orderNo}:paid`, read: false, actor: null, params });

    const cancelled = await openRecharge(t, who, 500);
    await decide(t.app, cancelled.tradeNo, 'cancel');
    const mine = async () => (await rowsOf(who.id)).map((r) => [r.ref, JSON.parse(r.params!)]);
    expect(await mine()).toEqual([
      [`${paid.orderNo}:paid`, params],
      [`${cancelled.orderNo}:cancelled`, { orderNo: cancelled.orderNo, kind: 'recharge', status: 'cancelled', amount: 500 }],
    ]);
    // The player cancels one of their own: a change too.
    const given = await openRecharge(t, who, 600);
    expect((await post(t.app, '/api/app/user/order/cancel', { orderNo: given.orderNo }, who.auth)).body.code).toBe(1000);
    expect((await mine()).map(([ref]) => ref)).toContain(`${given.orderNo}:cancelled`);
  });

  it('tells the player their withdrawal was paid out or rejected', async () => {
    const who = await payer(t, { balance: 10_000 });
    const withdraw = async (amount: number) => (await post(t.app, '/api/app/user/order/withdraw', { amount, method: 'alipay', account: 'me@example.com' }, who.auth)).body.data.orderNo as string;
    const [out, back] = [await withdraw(2_000), await withdraw(3_000)];
    expect(await rowsOf(who.id)).toEqual([]);
    expect(await t.app.payments.orders.approveWithdrawal(out)).toBe(true);
    expect(await t.app.payments.orders.rejectWithdrawal(back)).toBe(true);
    expect(await t.app.payments.orders.rejectWithdrawal(back)).toBe(false);
    expect((await rowsOf(who.id)).map((r) => [r.ref, JSON.parse(r.params!)])).toEqual([
      [`${out}:paidOut`, { orderNo: out, kind: 'withdraw', status: 'paidOut', amount: 2_000 }],
      [`${back}:rejected`, { orderNo: back, kind: 'withdraw', status: 'rejected', amount: 3_000 }],
    ]);
    expect(await unread(who.token)).toBe(2);
  });

  it('tells the player an agent wrote, one row per conversation refreshed by each reply, not for system lines', async () => {
    const player = await t.createPlayer();
    const agent = await t.createOperator('agent');
    const sent = await post(t.app, '/api/app/cs/msg/send', { clientId: `n${requestId().slice(0, 20)}`, contentType: 'text', content: 'hello?' }, auth(player.token));
    expect(sent.body.code).toBe(1000);
    const sessionId = sent.body.data.sessionId as number;
    expect((await t.adminCall(agent.token, 'POST', '/api/admin/cs/session/take', { id: sessionId })).json().code).toBe(1000);
    // Taking the session posted a system line: not a reply.
    expect(await rowsOf(player.id)).toEqual([]);
    const reply = async (content: string) => (await t.adminCall(agent.token, 'POST', '/api/admin/cs/msg/send', { sessionId, clientId: `a${requestId().slice(0, 20)}`, contentType: 'text', content })).json();
    expect((await reply('hi, how can I help?')).code).toBe(1000);
    await read(player.token, { all: true });
    expect((await reply('still there?')).code).toBe(1000);
    expect((await rowsOf(player.id)).map((r) => ({ kind: r.kind, ref: r.ref, actorId: r.actorId, params: JSON.parse(r.params!), read: r.readAt !== null }))).toEqual([
      { kind: 'csReply', ref: String(sessionId), actorId: null, params: { sessionId }, read: false },
    ]);
    // The chat's own badge counts the reply: the notification badge does not count it again (the Mine tab adds the two).
    expect(await unread(player.token)).toBe(0);
    expect((await get(t.app, '/api/app/cs/msg/unreadCount', auth(player.token))).body.data).toBe(2);
    // Reading the chat reads its reply notification too.
    expect((await post(t.app, '/api/app/cs/msg/read', {}, auth(player.token))).body.data).toBe(0);
    expect((await rowsOf(player.id)).map((r) => r.readAt !== null)).toEqual([true]);
  });

  it('never fails the money operation when the notification cannot be written', async () => {
    const who = await payer(t);
    const order = await openRecharge(t, who, 777);
    await sql`alter table notification rename to notification_away`.execute(t.app.db);
    try {
      await decide(t.app, order.tradeNo, 'pay');
      await expect(t.app.notifications.notify(note(who.id, 'lost'))).resolves.toBeUndefined();
      await expect(t.app.notifications.notifyFollowers(who.id, { kind: 'planPublished', ref: '1', params: {} })).resolves.toBeUndefined();
    } finally {
      await sql`alter table notification_away rename to notification`.execute(t.app.db);
    }
    expect(await balanceOf(t.app, who.id)).toBe(777);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 777, balance: 777 });
    const status = await t.app.db.selectFrom('payOrder').select('status').where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(status.status).toBe('paid');
    expect(await rowsOf(who.id)).toEqual([]);
  });
});
