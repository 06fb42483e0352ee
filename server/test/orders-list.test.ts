// My orders: each tab lists its statuses newest first (cancelled, failed and expired only under all), pages follow the
// cursor without a row twice or skipped, totals count the whole tab, and Mine's badges count what waits.
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { decide, openRecharge, payer, type Payer } from './support/orders';

describe.each(DIALECTS)('my orders list (%s)', (dialect) => {
  let t: TestApp;
  let who: Payer;
  /** Order numbers by what became of them. */
  const made: Record<string, string[]> = { pending: [], paid: [], cancelled: [], failed: [], expired: [], requested: [], paidOut: [], rejected: [] };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    who = await payer(t, { balance: 50_000 });
    const withdraw = async () => (await post(t.app, '/api/app/user/order/withdraw', { amount: 1_000, method: 'alipay', account: 'me@example.com' }, who.auth)).body.data.orderNo as string;
    for (const [outcome, status] of [['pay', 'paid'], ['pay', 'paid'], ['cancel', 'cancelled'], ['fail', 'failed']] as const) {
      const { orderNo, tradeNo } = await openRecharge(t, who, 1_000);
      await decide(t.app, tradeNo, outcome);
      made[status].push(orderNo);
    }
    const late = await openRecharge(t, who, 1_000);
    await t.app.db.updateTable('payOrder').set({ expiresAt: Date.now() - 1 }).where('orderNo', '=', late.orderNo).execute();
    made.expired.push(late.orderNo);
    for (let n = 0; n < 3; n += 1) made.pending.push((await openRecharge(t, who, 1_000 + n)).orderNo);
    for (let n = 0; n < 3; n += 1) made.requested.push(await withdraw());
    made.paidOut.push(await withdraw());
    await t.app.payments.orders.approveWithdrawal(made.paidOut[0]);
    made.rejected.push(await withdraw());
    await t.app.payments.orders.rejectWithdrawal(made.rejected[0]);
    // Someone else's orders never show.
    const other = await payer(t);
    await openRecharge(t, other, 1_000);
  });
  afterAll(() => t.close());

  /** The row ids of orders, in the order given: newest first means descending ids. */
  async function ids(orderNos: string[]): Promise<number[]> {
    const rows = await t.app.db.selectFrom('payOrder').select(['id', 'orderNo']).where('orderNo', 'in', orderNos).execute();
    const byNo = new Map(rows.map((row) => [row.orderNo, Number(row.id)]));
    return orderNos.map((orderNo) => byNo.get(orderNo)!);
  }
  const page = async (body: object) => (await post(t.app, '/api/app/user/order/page', body, who.auth)).body;
  /** Every page of a tab, following the cursor. */
  async function wholeTab(tab: string, size: number) {
    const seen: string[] = [];
    const totals = new Set<number>();
    const pages: number[] = [];
    let cursor: string | undefined;
    do {
      const answer = await page({ tab, size, ...(cursor ? { cursor } : {}) });
      expect(answer.code).toBe(1000);
      seen.push(...answer.data.list.map((order: { orderNo: string }) => order.orderNo));
      totals.add(answer.data.pagination.total);
      pages.push(answer.data.pagination.page);
      cursor = answer.data.pagination.cursor ?? undefined;
    } while (cursor);
    return { seen, totals: [...totals], pages };
  }

  it.each([
    ['pending', ['pending']],
    ['processing', ['requested']],
    ['completed', ['paid', 'paidOut']],
    ['refunds', ['rejected']],
    ['all', ['pending', 'paid', 'cancelled', 'failed', 'expired', 'requested', 'paidOut', 'rejected']],
  ])('lists the %s tab newest first over pages of 2, with its total on every page', async (tab, statuses) => {
    const expected = statuses.flatMap((status) => made[status]).sort();
    const { seen, totals, pages } = await wholeTab(tab, 2);
    expect([...seen].sort()).toEqual(expected);
    expect(await ids(seen)).toEqual([...(await ids(seen))].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals).toEqual([expected.length]);
    expect(pages).toEqual(pages.map((_, n) => n + 1));
  });

  it('shows the expired order as expired once read, under all only', async () => {
    const all = (await page({ tab: 'all', size: 50 })).data.list as Array<{ orderNo: string; status: string; tab: string | null }>;
    expect(all.find((order) => order.orderNo === made.expired[0])).toMatchObject({ status: 'expired', tab: null });
  });

  it("counts Mine's badges: recharges waiting for payment and withdrawals being processed", async () => {
    expect((await get(t.app, '/api/app/user/order/summary', who.auth)).body).toEqual({ code: 1000, message: 'success', data: { pending: 3, processing: 3 } });
    const stranger = await t.createPlayer();
    expect((await get(t.app, '/api/app/user/order/summary', { authorization: stranger.token })).body.data).toEqual({ pending: 0, processing: 0 });
  });

  it('also pages by number, as the other lists do', async () => {
    const byCursor = await wholeTab('all', 3);
    const second = (await page({ tab: 'all', size: 3, page: 2 })).data;
    expect(second.list.map((order: { orderNo: string }) => order.orderNo)).toEqual(byCursor.seen.slice(3, 6));
    expect(second.pagination).toMatchObject({ page: 2, size: 3, total: byCursor.seen.length });
  });

  it('refuses a bad tab, page, size or cursor as validation', async () => {
    for (const body of [{ tab: 'shipped' }, { size: 0 }, { size: 101 }, { page: 0 }, { cursor: 'abc' }]) {
      expect([body, (await page(body)).code]).toEqual([body, 1002]);
    }
  });
});
