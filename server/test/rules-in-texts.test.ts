// The user agreement, the responsible-play text and the notices state the rules the server enforces and the help lines
// of each market, from the configuration: another schedule or HELP_LINES changes the texts, not the seed.
import { sql } from 'kysely';
import { LANGUAGES } from '../src/i18n/language';
import { DEFAULT_HELP_LINES } from '../src/config';
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';

const param = async (t: TestApp, key: string, language: string) => (await get(t.app, `/api/app/base/comm/param?key=${key}`, { language })).body.data as string;

describe.each(DIALECTS)('rules and help lines in the texts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { DRAW_INTERVAL_SECONDS: '600', DRAW_CLOSE_SECONDS: '45', HELP_LINES: JSON.stringify({ en: 'Call the Test Line on 0800 000 000.' }) });
  });
  afterAll(() => t.close());

  it('states the enforced limits, self-exclusion and schedule in the user agreement, in every language', async () => {
    const en = await param(t, 'userAgreement', 'en');
    expect(en).toContain('A period is drawn every 10 minutes, and betting on it closes 45 seconds before its draw.');
    expect(en).toContain('stake limits over 24 hours, 7 days and 30 days');
    expect(en).toContain('only after 24 hours');
    expect(en).toContain('for 6 months or more');
    expect(en).toContain('you cannot end it early');
    expect(en).toContain('play money');
    expect(en).toContain('Help: Call the Test Line on 0800 000 000.');
    expect(await param(t, 'userAgreement', 'zh-cn')).toContain('每 10 分钟开奖一期，每期开奖前 45 秒封盘');
    expect(await param(t, 'userAgreement', 'zh-cn')).toContain('至少 6 个月');
    expect(await param(t, 'userAgreement', 'zh-tw')).toContain('每 10 分鐘開獎一期');
    expect(await param(t, 'userAgreement', 'es')).toContain('durante 6 meses como mínimo');
    expect(await param(t, 'userAgreement', 'fr')).toContain('pour 6\u00a0mois au moins');
    for (const language of LANGUAGES) {
      for (const key of ['userAgreement', 'responsiblePlay']) {
        const text = await param(t, key, language);
        expect({ key, language, unfilled: text.match(/\{\w+\}/g) }).toEqual({ key, language, unfilled: null });
      }
    }
  });

  it('gives each market its help line: the configured one, or the default where HELP_LINES names none', async () => {
    expect(await param(t, 'responsiblePlay', 'en')).toContain('Call the Test Line on 0800 000 000.');
    expect(await param(t, 'responsiblePlay', 'fr')).toContain(DEFAULT_HELP_LINES.fr);
    expect(DEFAULT_HELP_LINES.fr).toContain('Joueurs Info Service au 09 74 75 13 13');
    expect(await param(t, 'responsiblePlay', 'es')).toContain('900 200 225');
    expect(await param(t, 'responsiblePlay', 'zh-tw')).toContain('1834 633');
  });

  it('writes the schedule and the welcome credit into the seeded notices when they are read', async () => {
    const list = (await post(t.app, '/api/app/notice/notice/list', {}, { language: 'en' })).body.data as Array<{ title: string; content: string }>;
    const welcome = list.find((n) => n.title === 'Welcome to racing-number draws')!;
    expect(welcome.content).toBe('A period is drawn every 10 minutes; betting closes 45 seconds before each draw. New accounts receive a welcome credit of 1,000.00 in play money. Enjoy!');
    const zh = (await post(t.app, '/api/app/notice/notice/list', {}, { language: 'zh-cn' })).body.data as Array<{ title: string; content: string }>;
    expect(zh.find((n) => n.title === '欢迎来到赛车号码开奖')!.content).toBe('每 10 分钟开奖一期，每期开奖前 45 秒封盘。新账号赠送 1,000.00 新手体验金（游戏币）。祝您游戏愉快！');
  });

  it('rewrites a notice or an agreement still exactly as an earlier seed wrote it, and keeps an operator\'s own', async () => {
    const oldWelcome = 'A draw every 5 minutes; betting closes 30 seconds before each draw. New accounts receive a play-money welcome balance. Enjoy!';
    await t.app.db.updateTable('noticeText').set({ content: oldWelcome }).where('language', '=', 'en').where('title', '=', 'Welcome to racing-number draws').execute();
    await t.app.db.updateTable('noticeText').set({ content: 'Our own words' }).where('language', '=', 'en').where('title', '=', 'Play responsibly').execute();
    await sql`update param set data = ${JSON.stringify({ en: 'Operator terms' })} where key_name = 'privacyPolicy'`.execute(t.app.db);
    const { seedContent } = await import('../src/seed/seed-content');
    await seedContent(t.app.db, Date.now());
    const rows = await t.app.db.selectFrom('noticeText').select(['title', 'content']).where('language', '=', 'en').execute();
    expect(rows.find((r) => r.title === 'Welcome to racing-number draws')!.content).toContain('{drawInterval}');
    expect(rows.find((r) => r.title === 'Play responsibly')!.content).toBe('Our own words');
    expect(await param(t, 'privacyPolicy', 'en')).toBe('Operator terms');
  });
});

describe.each(DIALECTS)('the seeded notice under a one-minute schedule (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { DRAW_INTERVAL_SECONDS: '60', DRAW_CLOSE_SECONDS: '10' });
  });
  afterAll(() => t.close());

  it('says a period is drawn every minute, never the default five, in the list, the page and the detail', async () => {
    const list = (await post(t.app, '/api/app/notice/notice/page', { page: 1, size: 100 }, { language: 'en' })).body.data.list as Array<{ id: number; title: string; content: string }>;
    const welcome = list.find((n) => n.title === 'Welcome to racing-number draws')!;
    expect(welcome.content).toMatch(/^A period is drawn every 1 minute; betting closes 10 seconds before each draw\./);
    const detail = (await get(t.app, `/api/app/notice/notice/info?id=${welcome.id}`, { language: 'zh-cn' })).body.data as { content: string };
    expect(detail.content).toMatch(/^每 1 分钟开奖一期，每期开奖前 10 秒封盘。/);
    for (const language of ['zh-cn', 'zh-tw', 'en', 'es', 'fr']) {
      const texts = (await post(t.app, '/api/app/notice/notice/list', {}, { language })).body.data as Array<{ content: string }>;
      for (const { content } of texts) expect({ language, content, stale: /\b5\s?(minutes|minutos)|5 分|\{\w+\}/.test(content) }).toEqual({ language, content, stale: false });
    }
  });
});
