// The bead road and the streak board on a server that draws every 10 s (issue 24): the roads on screen are the day's
// real draws as the server judges them, they grow live as draws land, and tapping a streak opens home with that item
// in the slip (the player still confirms); axe finds nothing serious on either page. With SHOTS_DIR set, both pages are saved there at 390x844 in English and Chinese.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from '../support/test-runner.mjs';
import { assert, waitUntil } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { apiData } from '../support/player-api.mjs';

/** The shortest schedule the server takes: enough draws for a run of 4 within the test. */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '10', DRAW_CLOSE_SECONDS: '2' };
const SIDE_OF_CELL = { 1: 'first', 2: 'second', 0: 'push' };
const PAIR_CODES = { bigSmall: ['big', 'small'], oddEven: ['odd', 'even'], dragonTiger: ['dragon', 'tiger'] };

const dayRoads = (site) => apiData(site, null, 'GET', '/app/lottery/result/roads');

/** The runs of 4 or more at the newest end of each road, worked out here from the server's cells (not by the app's code). */
function runsOfFour(roads) {
  const runs = [];
  for (const road of roads.roads) {
    const last = road.cells.at(-1);
    if (!last || last === '0') continue;
    const length = road.cells.length - road.cells.replace(new RegExp(`${last}+$`), '').length;
    if (length >= 4) runs.push({ rankId: road.rankId, code: PAIR_CODES[road.pair][Number(last) - 1], length });
  }
  return runs;
}

/** The sides on screen, in draw order, and the server's road at the same moment (read again when a draw lands between). */
async function roadOnScreenMatchesServer(page, site, rankId, pair) {
  return waitUntil(
    `the bead road of rank ${rankId} ${pair} to show the server's road`,
    async () => {
      const shown = await page.locator('.bead-road__cell').evaluateAll((cells) => cells.map((cell) => cell.dataset.side));
      const roads = await dayRoads(site);
      const expected = [...roads.roads.find((road) => road.rankId === rankId && road.pair === pair).cells].map((cell) => SIDE_OF_CELL[cell]);
      return shown.length > 0 && JSON.stringify(shown) === JSON.stringify(expected) ? { shown, roads } : null;
    },
    15_000,
  );
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Before the page loads: the host's Content-Security-Policy refuses inline scripts, and axe is one. */
async function allowAxe(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
}

/** Critical and serious WCAG 2.2 AA findings of axe inside `selector` (the page itself, with its real draws on screen). */
async function axeFindings(page, selector) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (include) => {
    const results = await window.axe.run({ include: [include] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return results.violations
      .flatMap((violation) => violation.nodes.map((node) => ({ rule: violation.id, impact: node.impact ?? violation.impact, target: node.target.join(' ') })))
      .filter((finding) => finding.impact === 'critical' || finding.impact === 'serious');
  }, selector);
}

async function shoot(page, name) {
  if (!process.env.SHOTS_DIR) return;
  fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

export function roadsJourneyTests({ root }) {
  test("roads: the bead road and the streak board show the day's real draws live, and a streak's tap puts its item in the slip at home", async (page) => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-roads.log' });
    let chinese;
    try {
      const site = server.baseUrl;
      // Real draws, one every 10 s: at least six, and some item on a run of 4 or more.
      await waitUntil('six draws and a run of 4', async () => {
        const roads = await dayRoads(site);
        return roads.issues.length >= 6 && runsOfFour(roads).length > 0;
      }, 300_000);

      await allowAxe(page);
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, site);
      await openRoute(page, site, '/pages/trend/road');
      await page.getByTestId('bead-road').waitFor();

      // Champion, big/small: one disc per draw in draw order, in columns of six.
      assert.equal(await page.getByRole('tab', { name: 'Champion', exact: true }).getAttribute('aria-selected'), 'true');
      const { shown } = await roadOnScreenMatchesServer(page, site, 1, 'bigSmall');
      const columns = await page.locator('.bead-road__column').evaluateAll((list) => list.map((column) => column.children.length));
      assert.equal(columns.length, Math.ceil(shown.length / 6));
      assert.ok(columns.slice(0, -1).every((n) => n === 6), `full columns of six before the last (${columns})`);
      assert.ok(shown.length >= 6);
      // Read at one moment: the count above the road is its discs of that side.
      const counted = await page.evaluate(() => ({
        discs: document.querySelectorAll('.bead-road__cell[data-side="first"]').length,
        text: document.querySelector('[data-testid="road-count-first"]').textContent,
      }));
      assert.equal(counted.text, `BBig ${counted.discs}`, 'the big count, after its disc');

      // The sum: odd/even, and no dragon/tiger road for it.
      await page.getByRole('tab', { name: 'Sum 1+2' }).click();
      assert.equal(await page.getByRole('button', { name: 'Dragon/Tiger' }).count(), 0);
      await page.getByRole('button', { name: 'Odd/Even' }).click();
      await roadOnScreenMatchesServer(page, site, 0, 'oddEven');

      // Live: the next draw adds its disc without a reload.
      const before = await page.locator('.bead-road__cell').count();
      await waitUntil('a new disc on the road', async () => (await page.locator('.bead-road__cell').count()) > before, 25_000);
      await roadOnScreenMatchesServer(page, site, 0, 'oddEven');
      await page.getByRole('tab', { name: 'Champion', exact: true }).click();
      await page.getByRole('button', { name: 'Big/Small' }).click();
      await roadOnScreenMatchesServer(page, site, 1, 'bigSmall');
      await shoot(page, 'bead-road-en');
      assert.deepEqual(await axeFindings(page, '[data-testid="page-bead-road"]'), [], 'axe on the bead road');

      // The streak board: every run of 4 or more the server's roads show, longest first.
      await page.getByRole('link', { name: 'Long dragon' }).click();
      await page.getByTestId('streak-list').waitFor();
      const rows = await waitUntil('the streak board to list the runs of 4', async () => {
        const onScreen = await page.getByTestId('streak-row').evaluateAll((list) =>
          list.map((row) => ({ rankId: Number(row.dataset.rank), code: row.dataset.code, length: Number(row.querySelector('.streak-row__length').textContent) })),
        );
        const expected = runsOfFour(await dayRoads(site));
        const key = (runs) => JSON.stringify([...runs].sort((a, b) => a.rankId - b.rankId || a.code.localeCompare(b.code)));
        return onScreen.length > 0 && key(onScreen) === key(expected) ? onScreen : null;
      }, 15_000);
      assert.ok(rows.every((row, i) => i === 0 || rows[i - 1].length >= row.length), `longest first: ${rows.map((r) => r.length)}`);
      await shoot(page, 'streaks-en');
      assert.deepEqual(await axeFindings(page, '[data-testid="page-streaks"]'), [], 'axe on the streak board');

      // One tap: home, the item's rank shown and the item in the slip, nothing placed.
      const catalogue = await apiData(site, null, 'POST', '/app/bet/rank/playItems', {});
      const firstRow = page.getByTestId('streak-row').first();
      const [rankId, code] = await firstRow.evaluate((row) => [Number(row.dataset.rank), row.dataset.code]);
      const entry = catalogue.find((e) => e.rank.id === rankId);
      const item = entry.types.flatMap((group) => group.items).find((i) => i.type === 1 && i.code === code);
      await firstRow.getByRole('button').click();
      await page.getByTestId('betting-board').waitFor();
      await waitUntil('the query dropped', async () => new URL(page.url()).hash === '#/', 10_000);
      assert.equal(await page.getByTestId('slip-count').innerText(), '1 pick');
      const startsWith = (text) => new RegExp(`^${text.replace(/[+.]/g, (c) => `\\${c}`)}`);
      assert.equal(await page.getByRole('tab', { name: startsWith(entry.rank.name), selected: true }).count(), 1, `the ${entry.rank.name} tab is shown`);
      assert.equal(await page.getByRole('button', { pressed: true, name: startsWith(`${entry.rank.name} ${item.name} @ `) }).count(), 1, `${entry.rank.name} ${item.name} is selected`);
      assert.equal(await page.getByTestId('confirm-sheet').count(), 0, 'nothing is placed without the player');
      await shoot(page, 'streak-picked-home-en');

      // Chinese: both pages with their texts.
      chinese = await page.context().newPage();
      await allowAxe(chinese);
      await useLanguage(chinese, 'zh-Hans');
      await openRoute(chinese, site, '/pages/trend/road');
      await chinese.getByTestId('bead-road').waitFor();
      assert.match(await chinese.getByTestId('road-count-first').textContent(), /^大大 \d+$/);
      await roadOnScreenMatchesServer(chinese, site, 1, 'bigSmall');
      await shoot(chinese, 'bead-road-zh-Hans');
      assert.deepEqual(await axeFindings(chinese, '[data-testid="page-bead-road"]'), [], 'axe on the bead road (zh-Hans)');
      await openRoute(chinese, site, '/pages/trend/streak');
      await chinese.getByTestId('streak-list').waitFor();
      assert.match(await chinese.getByTestId('streak-row').first().innerText(), /连开 \d+ 期/);
      await shoot(chinese, 'streaks-zh-Hans');
      assert.deepEqual(await axeFindings(chinese, '[data-testid="page-streaks"]'), [], 'axe on the streak board (zh-Hans)');
    } finally {
      await chinese?.close();
      await server.stop();
    }
  });
}
