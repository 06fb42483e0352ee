// The plan hall end to end: publishing and its refusals, the hall's order and filters, hidden authors, guests reading,
// likes, clicks and follows counted once per rule under parallel requests (reconcilePlanCounters finds nothing to fix),
// copying a plan into a slip within the copier's own limits, and copying ending when the period's betting closes.
import { randomUUID } from 'node:crypto';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { firstPeriodOfDay, fundPlayer, oddsId, openPeriodNow } from './support/draws';
import { placeSlip } from '../src/betting/place-slip';
import { selfExclude } from '../src/betting/player-limits';
import { publishPlan } from '../src/plans/plan-publishing';
import { planViewById } from '../src/plans/plan-views';
import { reconcilePlanCounters } from '../src/plans/plan-counters';
import { viewsRecorded } from '../src/accounts/viewing-history';

const requestId = () => randomUUID().replace(/-/g, '');
const as = (token?: string, language = 'en'): Record<string, string> => (token ? { authorization: token, language } : { language });
type Player = { id: number; token: string };

describe.each(DIALECTS)('plan hall (%s)', (dialect) => {
  let t: TestApp;
  let issueCounter = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect, { TIME_ZONE: 'UTC' });
  });
  afterAll(() => t.close());

  /** A period open for betting now, an hour long, with a number of its own. */
  const openPeriod = () => openPeriodNow(t.app, `2099060${Math.floor(issueCounter / 9000) + 1}${String((issueCounter++ % 9000) + 1).padStart(4, '0')}`, 3_600_000);
  const closePeriod = (issue: string) => t.app.db.updateTable('drawPeriod').set({ closeAt: Date.now() - 1 }).where('issue', '=', issue).execute();
  const player = async (nickname = 'Player', cents = 100_000): Promise<Player> => {
    const p = await t.createPlayer({ nickname });
    await fundPlayer(t.app, p.id, cents);
    return p;
  };
  const receiving = (p: Player, on: boolean) => post(t.app, '/api/app/user/info/updatePerson', { settings: { orderReceiving: on } }, as(p.token));
  const addbet = (p: Player, issue: string, items: Array<{ oddsId: number; amount: number }>, extra: object = {}) =>
    post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items, ...extra }, as(p.token));
  const slipOf = async (p: Player, issue: string, items: Array<{ oddsId: number; amount: number }>) => {
    const res = await addbet(p, issue, items);
    if (res.body.code !== 1000) throw new Error(JSON.stringify(res.body));
    return res.body.data.slipId as number;
  };
  const publish = (p: Player, body: object) => post(t.app, '/api/app/plan/plan/publish', body, as(p.token));
  /** A published plan of `p` on `issue` with the given picks (100 cents each). */
  const planOf = async (p: Player, issue: string, picks: Array<[number, string]> = [[1, 'dragon']], body: object = {}) => {
    const items = await Promise.all(picks.map(async ([rank, code]) => ({ oddsId: await oddsId(t.app, rank, code), amount: 100 })));
    const res = await publish(p, { slipId: await slipOf(p, issue, items), ...body });
    if (res.body.code !== 1000) throw new Error(JSON.stringify(res.body));
    return res.body.data;
  };
  const page = (token: string | undefined, body: object) => post(t.app, '/api/app/plan/plan/page', body, as(token));
  const planInfo = (token: string | undefined, id: number) => get(t.app, `/api/app/plan/plan/info?id=${id}`, as(token));
  const authorInfo = (token: string | undefined, id: number) => get(t.app, `/api/app/plan/author/info?id=${id}`, as(token));
  const counters = (id: number) => t.app.db.selectFrom('appUser').select(['likes', 'fans', 'follows', 'totalClicks']).where('id', '=', id).executeTakeFirstOrThrow();
  const planRow = (id: number) => t.app.db.selectFrom('plan').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notificationsOf = (userId: number, kind: string) => t.app.db.selectFrom('notification').select(['ref', 'actorId', 'params']).where('userId', '=', userId).where('kind', '=', kind as never).orderBy('id').execute();

  it('publishes my slip once as a plan, with a trimmed note and the stake only when asked, and tells my followers', async () => {
    const issue = await openPeriod();
    const author = await player('Author');
    const follower = await player();
    expect((await post(t.app, '/api/app/plan/author/follow', { id: author.id }, as(follower.token))).body.data).toEqual({ id: author.id, following: true, fans: 1 });
    const dragon = await oddsId(t.app, 1, 'dragon');
    const slipId = await slipOf(author, issue, [{ oddsId: dragon, amount: 700 }]);
    const res = await publish(author, { slipId, note: '  Dragon all day  ', showStake: true });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({
      issue,
      author: { id: author.id, nickName: 'Author', avatarUrl: null },
      note: 'Dragon all day',
      stake: 700,
      picks: [{ oddsId: dragon, rankId: 1, rankName: 'Champion', code: 'dragon', itemName: 'Dragon', odds: expect.any(Number) }],
      likes: 0,
      copies: 0,
      clicks: 0,
      liked: false,
      mine: true,
      copyable: false,
      status: 'open',
      result: null,
      hits: null,
    });
    expect(await notificationsOf(follower.id, 'planPublished')).toEqual([{ ref: String(res.body.data.id), actorId: author.id, params: JSON.stringify({ planId: res.body.data.id, issue }) }]);
    // Without showStake the stake stays private; an empty note is no note; the picks come in the reader's language.
    const quiet = await planOf(author, issue, [[0, 'big']], { note: '   ' });
    expect(quiet).toMatchObject({ note: null, stake: null });
    const zh = await get(t.app, `/api/app/plan/plan/info?id=${quiet.id}`, { authorization: follower.token, language: 'zh-cn' });
    expect(zh.body.data.picks[0].itemName).toBe('大');
  });

  it('refuses to publish a slip that is not mine, twice, copied from a plan, after its period closed, or while I am self-excluded', async () => {
    const issue = await openPeriod();
    const author = await player('Refused');
    const other = await player();
    const dragon = await oddsId(t.app, 1, 'dragon');
    const slipId = await slipOf(author, issue, [{ oddsId: dragon, amount: 100 }]);
    expect((await publish(other, { slipId })).body).toEqual({ code: 1001, message: 'Bet slip not found', data: null });
    expect((await publish(author, { slipId: 2 ** 40 })).body).toEqual({ code: 1001, message: 'Bet slip not found', data: null });
    const first = await publish(author, { slipId });
    expect(first.body.code).toBe(1000);
    expect((await publish(author, { slipId })).body).toEqual({ code: 1001, message: 'This bet slip is already published as a plan', data: null });
    // Twice at once: one plan.
    const racing = await slipOf(author, issue, [{ oddsId: dragon, amount: 100 }]);
    const both = await Promise.all([publish(author, { slipId: racing }), publish(author, { slipId: racing })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([1000, 1001]);

    await receiving(author, true);
    const copied = await addbet(other, issue, [{ oddsId: dragon, amount: 100 }], { planId: first.body.data.id });
    expect(copied.body.code).toBe(1000);
    expect((await publish(other, { slipId: copied.body.data.slipId })).body).toEqual({ code: 1001, message: 'A bet slip copied from a plan cannot be published as a plan', data: null });

    const late = await slipOf(author, issue, [{ oddsId: dragon, amount: 100 }]);
    await closePeriod(issue);
    expect((await publish(author, { slipId: late })).body).toEqual({ code: 1001, message: `Betting on period ${issue} is closed; a plan must be published before betting closes`, data: null });
    expect((await post(t.app, '/api/app/plan/plan/publish', { slipId: late }, as(author.token, 'fr'))).body.message).toBe(`Les paris de la période ${issue} sont fermés\u202f; un plan doit être publié avant leur fermeture`);

    const next = await openPeriod();
    const excluded = await player('Excluded');
    const mine = await slipOf(excluded, next, [{ oddsId: dragon, amount: 100 }]);
    await selfExclude(t.app.db, excluded.id, 6, Date.now());
    const refusal = await publish(excluded, { slipId: mine });
    expect(refusal.body).toMatchObject({ code: 1001, message: expect.stringMatching(/^You have excluded yourself from play until /) });
    // Copying is betting: the same refusal addbet gives.
    const open = await planOf(author, next);
    const copy = await addbet(excluded, next, [{ oddsId: dragon, amount: 100 }], { planId: open.id });
    expect(copy.body.message).toBe(refusal.body.message);
    expect(await t.app.db.selectFrom('plan').select('id').where('userId', '=', excluded.id).execute()).toEqual([]);
    // Schema bounds: a note past 140 characters, a slip id that is no number.
    expect((await publish(author, { slipId: mine, note: 'x'.repeat(141) })).body.code).toBe(1002);
    expect((await publish(author, { slipId: 'x' })).body.code).toBe(1002);
  });

  it('lists the open period\'s plans first then the newest, filters by rank, author and following, and hides frozen or closed authors', async () => {
    const past = await openPeriod();
    const author = await player('Ordered');
    const reader = await player();
    const p1 = await planOf(author, past, [[1, 'dragon']]);
    const p3Slip = await slipOf(author, past, [{ oddsId: await oddsId(t.app, 0, 'big'), amount: 100 }]);
    const p3 = (await publish(author, { slipId: p3Slip })).body.data;
    await closePeriod(past);
    const current = await openPeriod();
    const p2 = await planOf(author, current, [[2, 'odd']]);
    const p4 = await planOf(author, current, [[2, 'even'], [0, 'small']]);
    // p1 and p3 were published while their period was open; it is closed now: after the open period's plans.
    const ids = async (body: object, token: string | undefined = reader.token) => (await page(token, { authorId: author.id, ...body })).body.data.list.map((p: { id: number }) => p.id);
    expect(await ids({})).toEqual([p4.id, p2.id, p3.id, p1.id]);
    const paged = await page(reader.token, { authorId: author.id, page: 2, size: 3 });
    expect(paged.body.data).toMatchObject({ list: [{ id: p1.id }], pagination: { page: 2, size: 3, total: 4 } });
    expect(await ids({ rankId: 0 })).toEqual([p4.id, p3.id]);
    expect(await ids({ rankId: 2 })).toEqual([p4.id, p2.id]);
    expect(await ids({ rankId: 7 })).toEqual([]);
    expect(await ids({ following: true })).toEqual([]);
    await post(t.app, '/api/app/plan/author/follow', { id: author.id }, as(reader.token));
    expect(await ids({ following: true })).toEqual([p4.id, p2.id, p3.id, p1.id]);
    const followingOnly = (await page(reader.token, { following: true, size: 100 })).body.data.list.map((p: { author: { id: number } }) => p.author.id);
    expect(new Set(followingOnly)).toEqual(new Set([author.id]));
    expect((await page(reader.token, { size: 101 })).body.code).toBe(1002);
    expect((await page(reader.token, { rankId: 11 })).body.code).toBe(1002);

    // Guests read the hall, a plan and an author; following is empty for them, and nothing is counted.
    expect(await ids({}, undefined)).toEqual([p4.id, p2.id, p3.id, p1.id]);
    expect((await page(undefined, { following: true })).body.data).toEqual({ list: [], pagination: { page: 1, size: 20, total: 0 } });
    const guestView = await planInfo(undefined, p2.id);
    expect(guestView.body.data).toMatchObject({ id: p2.id, liked: false, mine: false, clicks: 0 });
    expect((await authorInfo(undefined, author.id)).body.data).toMatchObject({ id: author.id, following: false, mine: false, plans: 4, totalClicks: 0 });
    expect((await authorInfo('not-a-token', author.id)).status).toBe(200);

    // Frozen: gone from the hall, its plans and page not found. Closed (status 0): the same.
    await t.app.db.updateTable('appUser').set({ frozenAt: Date.now(), frozenReason: 'test' }).where('id', '=', author.id).execute();
    expect(await ids({})).toEqual([]);
    const all = (await page(reader.token, { size: 100 })).body.data.list.map((p: { author: { id: number } }) => p.author.id);
    expect(all).not.toContain(author.id);
    expect((await planInfo(reader.token, p2.id)).body).toEqual({ code: 1001, message: 'Plan not found', data: null });
    expect((await authorInfo(reader.token, author.id)).body).toEqual({ code: 1001, message: 'Player not found', data: null });
    expect((await post(t.app, '/api/app/plan/plan/like', { id: p2.id }, as(reader.token))).body.message).toBe('Plan not found');
    await t.app.db.updateTable('appUser').set({ frozenAt: null, status: 0 }).where('id', '=', author.id).execute();
    expect(await ids({})).toEqual([]);
    expect((await planInfo(reader.token, p2.id)).body.message).toBe('Plan not found');
    // Unfollowing a hidden author still works (and is counted back).
    expect((await post(t.app, '/api/app/plan/author/unfollow', { id: author.id }, as(reader.token))).body.data).toEqual({ id: author.id, following: false, fans: 0 });
  });

  it('counts likes and daily clicks once per rule under 50 parallel requests, on the plan and its author', async () => {
    const issue = await openPeriod();
    const author = await player('Liked');
    const plan = await planOf(author, issue);
    const readers = await Promise.all(Array.from({ length: 25 }, () => player()));
    const likes = await Promise.all(readers.flatMap((r) => [1, 2].map(() => post(t.app, '/api/app/plan/plan/like', { id: plan.id }, as(r.token)))));
    expect(likes.every((r) => r.body.code === 1000 && r.body.data.liked === true && r.body.data.id === plan.id)).toBe(true);
    expect(Math.max(...likes.map((r) => r.body.data.likes))).toBe(25);
    const views = await Promise.all(readers.flatMap((r) => [planInfo(r.token, plan.id), authorInfo(r.token, author.id)]));
    expect(views.every((r) => r.body.code === 1000)).toBe(true);
    // Again the same day, the author on their own plan and page, and a guest: nothing more.
    await Promise.all([planInfo(readers[0].token, plan.id), authorInfo(readers[0].token, author.id), planInfo(author.token, plan.id), authorInfo(author.token, author.id), planInfo(undefined, plan.id)]);

    expect(await planRow(plan.id)).toMatchObject({ likes: 25, clicks: 25 });
    expect(await counters(author.id)).toMatchObject({ likes: 25, totalClicks: 50 });
    expect(await t.app.db.selectFrom('dailyClick').select('day').where('authorId', '=', author.id).execute()).toHaveLength(50);
    expect((await planInfo(readers[3].token, plan.id)).body.data).toMatchObject({ likes: 25, clicks: 25, liked: true, mine: false });
    expect((await authorInfo(readers[3].token, author.id)).body.data).toMatchObject({ likes: 25, totalClicks: 50, plans: 1 });
    // The author is told once per liker.
    const liked = await notificationsOf(author.id, 'planLiked');
    expect(liked.map((n) => n.ref).sort()).toEqual(readers.map((r) => `${plan.id}:${r.id}`).sort());
    expect((await post(t.app, '/api/app/plan/plan/like', { id: plan.id }, as(author.token))).body).toEqual({ code: 1001, message: 'You cannot like your own plan', data: null });
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);
    // The check can fail: a counter off by some is found and set back to its rows' count.
    await t.app.db.updateTable('plan').set({ likes: 3 }).where('id', '=', plan.id).execute();
    expect(await reconcilePlanCounters(t.app.db)).toEqual([{ table: 'plan', id: plan.id, column: 'likes', was: 3, counted: 25 }]);
    expect((await planRow(plan.id)).likes).toBe(25);
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);

    // A reader's view lands in their viewing history, titled with the author and period; the author's own does not.
    await viewsRecorded(t.app.db);
    const history = await post(t.app, '/api/app/user/viewHistory/page', { kind: 'plan' }, as(readers[1].token));
    expect(history.body.data.list).toEqual([expect.objectContaining({ kind: 'plan', ref: String(plan.id), title: `Plan by Liked, period ${issue}`, available: true })]);
    expect((await post(t.app, '/api/app/user/viewHistory/page', { kind: 'plan' }, as(author.token))).body.data.list).toEqual([]);
  });

  it('keeps follows and fans equal to the follow rows under parallel follow and unfollow, mutual follows included', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => player(`F${i}`)));
    const calls = Array.from({ length: 50 }, (_, i) => {
      const from = players[i % players.length];
      const to = players[(i * 7 + 1 + (i % 5)) % players.length];
      const action = i % 3 === 2 ? 'unfollow' : 'follow';
      return { from, to, action };
    }).filter(({ from, to }) => from.id !== to.id);
    // Mutual pairs at once, the rows taken in opposite orders.
    for (let i = 0; i < 4; i++) calls.push({ from: players[0], to: players[1], action: 'follow' }, { from: players[1], to: players[0], action: 'follow' });
    const answers = await Promise.all(calls.map(({ from, to, action }) => post(t.app, `/api/app/plan/author/${action}`, { id: to.id }, as(from.token))));
    expect(answers.map((r) => r.body.code).filter((code) => code !== 1000)).toEqual([]);
    for (const p of players) {
      const rows = await t.app.db.selectFrom('userFollow').selectAll().where((eb) => eb.or([eb('userId', '=', p.id), eb('followeeId', '=', p.id)])).execute();
      expect(await counters(p.id)).toMatchObject({ follows: rows.filter((r) => r.userId === p.id).length, fans: rows.filter((r) => r.followeeId === p.id).length });
    }
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);
    // Idempotent both ways; never oneself; an unknown player is not found.
    const [a, b] = players;
    const once = await post(t.app, '/api/app/plan/author/follow', { id: b.id }, as(a.token));
    expect((await post(t.app, '/api/app/plan/author/follow', { id: b.id }, as(a.token))).body.data).toEqual(once.body.data);
    await post(t.app, '/api/app/plan/author/unfollow', { id: b.id }, as(a.token));
    expect((await post(t.app, '/api/app/plan/author/unfollow', { id: b.id }, as(a.token))).body.data).toEqual({ id: b.id, following: false, fans: once.body.data.fans - 1 });
    expect((await post(t.app, '/api/app/plan/author/follow', { id: a.id }, as(a.token))).body).toEqual({ code: 1001, message: 'You cannot follow yourself', data: null });
    expect((await post(t.app, '/api/app/plan/author/follow', { id: 2 ** 31 - 1 }, as(a.token))).body.message).toBe('Player not found');
    expect((await authorInfo(a.token, b.id)).body.data.following).toBe(false);
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);
  });

  it('limits follows and unfollows together to 30 a minute per player (1003)', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await post(t.app, `/api/app/plan/author/${i % 2 ? 'unfollow' : 'follow'}`, { id: b.id }, as(a.token))).body.code);
    expect(codes.slice(0, 30).every((code) => code === 1000)).toBe(true);
    expect(codes[30]).toBe(1003);
    // Another player is not held back by a's limit; a refused body costs nothing.
    expect((await post(t.app, '/api/app/plan/author/follow', { id: a.id }, as(b.token))).body.code).toBe(1000);
  });

  it('copies a plan into a slip carrying the plan id, within the copier\'s own stake limit and balance, once per new slip', async () => {
    const issue = await openPeriod();
    const author = await player('Tipster');
    await receiving(author, true);
    const dragon = await oddsId(t.app, 1, 'dragon');
    const tiger = await oddsId(t.app, 1, 'tiger');
    const plan = await planOf(author, issue, [[1, 'dragon'], [1, 'tiger']]);
    const copier = await player('Copier', 10_000);
    expect((await planInfo(copier.token, plan.id)).body.data).toMatchObject({ copyable: true, mine: false });
    expect((await planInfo(author.token, plan.id)).body.data).toMatchObject({ copyable: false, mine: true });

    const body = { issue, requestId: requestId(), items: [{ oddsId: dragon, amount: 300 }], planId: plan.id };
    const res = await post(t.app, '/api/app/bet/bet/addbet', body, as(copier.token));
    expect(res.body.data).toMatchObject({ total: 300, balance: 9_700, replayed: false });
    const slip = await t.app.db.selectFrom('betSlip').select(['planId', 'total']).where('id', '=', res.body.data.slipId).executeTakeFirstOrThrow();
    expect(slip).toEqual({ planId: plan.id, total: 300 });
    // A replay counts nothing; the same request id with another plan (or none) is another slip.
    expect((await post(t.app, '/api/app/bet/bet/addbet', body, as(copier.token))).body.data).toMatchObject({ replayed: true, slipId: res.body.data.slipId });
    expect((await post(t.app, '/api/app/bet/bet/addbet', { ...body, planId: undefined }, as(copier.token))).body.message).toMatch(/^This request id was already used/);
    expect((await planRow(plan.id)).copies).toBe(1);
    const history = await post(t.app, '/api/app/bet/bet/getHistory', { issue }, as(copier.token));
    type HistoryRow = { planId: number | null; publishedPlanId: number | null };
    expect(history.body.data.list.map((b: HistoryRow) => [b.planId, b.publishedPlanId])).toEqual([[plan.id, null]]);
    // The author's slip says which plan it was published as (the history offers no second Publish).
    expect((await post(t.app, '/api/app/bet/bet/getHistory', { issue }, as(author.token))).body.data.list.map((b: HistoryRow) => [b.planId, b.publishedPlanId])).toEqual([
      [null, plan.id],
      [null, plan.id],
    ]);
    // The author is told who copied which plan, never the stake.
    const told = await notificationsOf(author.id, 'planCopied');
    expect(told).toEqual([{ ref: String(res.body.data.slipId), actorId: copier.id, params: JSON.stringify({ planId: plan.id, issue }) }]);
    expect(told[0].params).not.toContain('300');

    // The copier's own limits and balance, as any slip.
    await post(t.app, '/api/app/user/responsible/setLimits', { stakeDay: 500 }, as(copier.token));
    const overLimit = await addbet(copier, issue, [{ oddsId: tiger, amount: 300 }], { planId: plan.id });
    expect(overLimit.body).toMatchObject({ code: 1001, message: expect.stringMatching(/stake limit/) });
    const poor = await player('Poor', 50);
    expect((await addbet(poor, issue, [{ oddsId: dragon, amount: 100 }], { planId: plan.id })).body).toEqual({ code: 1001, message: 'Insufficient balance', data: null });
    // Only the plan's picks; never my own plan; an unknown plan.
    const other = await player();
    expect((await addbet(other, issue, [{ oddsId: dragon, amount: 100 }, { oddsId: await oddsId(t.app, 2, 'big'), amount: 100 }], { planId: plan.id })).body).toEqual({ code: 1001, message: 'A copied bet slip may only include the plan’s picks', data: null });
    expect((await addbet(author, issue, [{ oddsId: dragon, amount: 100 }], { planId: plan.id })).body).toEqual({ code: 1001, message: 'You cannot copy your own plan', data: null });
    expect((await addbet(other, issue, [{ oddsId: dragon, amount: 100 }], { planId: 2 ** 31 - 1 })).body).toEqual({ code: 1001, message: 'Plan not found', data: null });
    // A plan is copied on its own period only.
    const elsewhere = await openPeriod();
    expect((await addbet(other, elsewhere, [{ oddsId: dragon, amount: 100 }], { planId: plan.id })).body.message).toBe('This plan cannot be copied right now');
    expect((await planRow(plan.id)).copies).toBe(1);
    expect(await t.app.db.selectFrom('betSlip').select('id').where('planId', '=', plan.id).execute()).toHaveLength(1);
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);
  });

  it('refuses copying while the author\'s order receiving is off (planNotCopyable), and copyable says so', async () => {
    const issue = await openPeriod();
    const author = await player('Closed shop');
    const plan = await planOf(author, issue);
    const copier = await player();
    const dragon = await oddsId(t.app, 1, 'dragon');
    expect((await planInfo(copier.token, plan.id)).body.data.copyable).toBe(false);
    expect((await authorInfo(copier.token, author.id)).body.data.orderReceiving).toBe(false);
    const refused = await addbet(copier, issue, [{ oddsId: dragon, amount: 100 }], { planId: plan.id });
    expect(refused.body).toEqual({ code: 1001, message: 'This plan cannot be copied right now', data: null });
    expect((await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: dragon, amount: 100 }], planId: plan.id }, as(copier.token, 'zh-cn'))).body.message).toBe('该方案暂不接受跟单');
    await receiving(author, true);
    expect((await planInfo(copier.token, plan.id)).body.data.copyable).toBe(true);
    expect((await addbet(copier, issue, [{ oddsId: dragon, amount: 100 }], { planId: plan.id })).body.code).toBe(1000);
    expect((await planRow(plan.id)).copies).toBe(1);
  });

  it('stops a period\'s plans being copyable at its close, by the server clock, then shows the outcome once settled', async () => {
    const { clock, engine, period } = await firstPeriodOfDay(t.app, '20300601');
    const author = await player('Clockwork');
    await receiving(author, true);
    const copier = await player();
    const numbers = await Promise.all(Array.from({ length: 10 }, (_, i) => oddsId(t.app, 1, String(i + 1))));
    const items = numbers.map((id) => ({ oddsId: id, amount: 100 }));
    clock.now = period.openAt + 10;
    const slip = await placeSlip(t.app.db, t.app.dialect, { userId: author.id, issue: period.issue, requestId: requestId(), items }, 'en', () => clock.now);
    const { planId } = await publishPlan(t.app.db, t.app.dialect, { userId: author.id, slipId: slip.slipId }, clock.now);
    const reader = (now: number) => ({ userId: copier.id, language: 'en' as const, now, publicUrl: undefined });
    expect(await planViewById(t.app.db, planId, reader(period.closeAt - 1))).toMatchObject({ copyable: true, status: 'open' });
    expect(await planViewById(t.app.db, planId, reader(period.closeAt))).toMatchObject({ copyable: false, status: 'closed', result: null, hits: null });
    const copy = (at: number) =>
      placeSlip(t.app.db, t.app.dialect, { userId: copier.id, issue: period.issue, requestId: requestId(), items: [{ oddsId: numbers[0], amount: 100 }], planId }, 'en', () => at).then(
        (result) => (result.copied ? 'copied' : 'placed'),
        (error: Error) => error.message,
      );
    expect(await copy(period.closeAt - 1)).toBe('copied');
    expect(await copy(period.closeAt)).toBe('bettingClosed');
    expect(await publishPlan(t.app.db, t.app.dialect, { userId: author.id, slipId: slip.slipId }, period.closeAt).catch((e: Error) => e.message)).toBe('planPeriodClosed');
    expect((await planRow(planId)).copies).toBe(1);

    // Drawn and settled: ten numbers on the champion at 100 each, one of them wins (9.8 × 100 < 1000 staked): lost, one hit.
    clock.now = period.drawAt;
    expect(await engine.draw(period.issue)).toBe(true);
    await engine.settle(period.issue);
    const drawn = await t.app.db.selectFrom('drawPeriod').select('result').where('issue', '=', period.issue).executeTakeFirstOrThrow();
    expect(await planViewById(t.app.db, planId, reader(clock.now))).toMatchObject({ status: 'lost', hits: 1, result: drawn.result!.split(',').map(Number), copyable: false });
    expect((await authorInfo(copier.token, author.id)).body.data).toMatchObject({ hitRate: { won: 0, of: 1 }, streak: { kind: 'lost', length: 1 } });
  });

  it('limits publishing to 10 in 10 minutes per player (1003)', async () => {
    const author = await player();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await publish(author, { slipId: 2 ** 40 + i })).body.code);
    expect(codes).toEqual([...Array(10).fill(1001), 1003]);
  });
});
