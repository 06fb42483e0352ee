// Dictionary types and per-type trees with labels in the request language.
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('app/dict/info (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the dictionary types', async () => {
    const res = await get(t.app, '/api/app/dict/info/types');
    expect(res.body.data.map((type: { key: string }) => type.key)).toEqual(['balanceLogType', 'betStatus', 'oddsType']);
  });

  it('answers the balance-log types in order with translated labels', async () => {
    const res = await post(t.app, '/api/app/dict/info/data', { types: ['balanceLogType', 'oddsType'] }, { language: 'en' });
    expect(res.body.data.balanceLogType.map((n: { label: string; value: string }) => [n.label, n.value])).toEqual([
      ['Recharge', '0'],
      ['Consumption', '1'],
      ['Bet', '2'],
      ['Adjustment', '3'],
      ['Winning', '4'],
      ['Refund', '5'],
    ]);
    expect(res.body.data.oddsType).toHaveLength(2);
    const es = await post(t.app, '/api/app/dict/info/data', { types: ['betStatus'] }, { language: 'es' });
    expect(es.body.data.betStatus[0]).toMatchObject({ name: 'Pendiente', label: 'Pendiente', value: '0', parentId: null });
  });

  it('builds children under their parent, sorted by orderNum, value falling back to id', async () => {
    const type = await t.app.db.insertInto('dictType').values({ keyName: 'region', name: 'Region' }).returning('id').executeTakeFirstOrThrow();
    const insert = (name: string, orderNum: number, parentId: number | null, value: string | null) =>
      t.app.db.insertInto('dictInfo').values({ typeId: type.id, name, nameI18n: null, value, orderNum, parentId }).returning('id').executeTakeFirstOrThrow();
    const asia = await insert('Asia', 2, null, 'asia');
    const europe = await insert('Europe', 1, null, null);
    await insert('Japan', 2, asia.id, 'jp');
    await insert('China', 1, asia.id, 'cn');
    const res = await post(t.app, '/api/app/dict/info/data', { types: ['region', 'unknownType'] });
    const tree = res.body.data.region;
    expect(tree.map((n: { label: string }) => n.label)).toEqual(['Europe', 'Asia']);
    expect(tree[0].value).toBe(europe.id);
    expect(tree[0].children).toBeUndefined();
    expect(tree[1].children.map((n: { value: string }) => n.value)).toEqual(['cn', 'jp']);
    expect(res.body.data.unknownType).toEqual([]);
  });
});
