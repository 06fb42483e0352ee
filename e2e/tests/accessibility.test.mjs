// Accessibility (WCAG 2.2 AA): axe-core on every declared route in English and Chinese, as a guest and as a player, and
// the tap targets of home's controls measured on screen.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from '../support/test-runner.mjs';
import { assert } from '../support/expect.mjs';
import { actAsLoggedIn, declaredRoutes, openRoute, useLanguage } from '../support/app-page.mjs';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Rules axe ships as experimental (off by default) that test a success criterion of the tags above. */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };
const BLOCKING = new Set(['critical', 'serious']);
const LANGUAGES = ['en', 'zh-Hans'];
const ROLES = ['guest', 'player'];

/** Makes the page ready for axe: the host's Content-Security-Policy refuses inline scripts, and axe is one. */
async function allowAxe(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
}

/** Opens a route in a fresh document and waits until its page (or the login it sends a guest to) has loaded its data. */
async function openAndSettle(page, baseUrl, route, role) {
  await page.goto('about:blank');
  await openRoute(page, baseUrl, route.path);
  const shown = route.pathPrefix
    ? `[data-remote="${route.remote}"] [data-testid="console-username"]`
    : route.requiresLogin && role === 'guest'
      ? '[data-testid="page-login"]'
      : `[data-remote="${route.remote}"] [data-testid^="page-"]`;
  await page.locator(shown).first().waitFor({ timeout: 20_000 });
  await page
    .waitForFunction(() => !document.querySelector('.skeleton, .adm-skeleton, .remote-progress, .adm-spin-loading'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // Transitions (the banner's slide, sheets) end before colours are measured.
  await page.waitForTimeout(400);
}

/** Runs axe on the whole document; answers every violating node with its rule and impact. */
async function runAxe(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ tags, rules }) => {
      const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({ rule: violation.id, impact: node.impact ?? violation.impact, target: node.target.join(' '), summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '' })),
      );
    },
    { tags: WCAG_TAGS, rules: EXPERIMENTAL_RULES },
  );
}

/**
 * A target axe finds too small only because a sticky bar (the slip bar, the tab bar) covers part of it at this scroll
 * position is measured again in the middle of the screen, where the player scrolls it to: still too small there fails.
 */
async function withoutTargetsOnlyUnderStickyBars(page, findings) {
  const kept = [];
  for (const finding of findings) {
    if (finding.rule === 'target-size' && /obscured/.test(finding.summary)) {
      const inView = await page.evaluate(async (selector) => {
        const element = document.querySelector(selector);
        if (!element) return false;
        element.scrollIntoView({ block: 'center' });
        const results = await window.axe.run(element, { runOnly: ['target-size'], resultTypes: ['violations'] });
        return results.violations.length === 0;
      }, finding.target);
      if (inView) continue;
    }
    kept.push(finding);
  }
  return kept;
}

/** Routes to check: every declared one; a prefixed remote (the operators' console) shows every guest and player its sign-in, checked once. */
function routesToCheck(routes) {
  const prefixedSeen = new Set();
  return routes.filter((route) => {
    if (!route.pathPrefix) return true;
    if (prefixedSeen.has(route.remote)) return false;
    prefixedSeen.add(route.remote);
    return true;
  });
}

/** Counts of blocking nodes per rule and impact, written beside the other artifacts so a run can be compared with the last. */
function recordCounts(root, label, findings) {
  const counts = {};
  for (const { rule, impact } of findings) {
    counts[rule] ??= { critical: 0, serious: 0 };
    counts[rule][impact] += 1;
  }
  // One file per sweep: the sweeps run side by side in the browser tests' workers.
  const file = path.join(root, `e2e/artifacts/accessibility-counts.${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  fs.writeFileSync(file, JSON.stringify({ [label]: counts }, null, 2));
  return counts;
}

/** One line per route, rule and impact, naming every element that breaks it and what axe says of the first. */
function describe(findings, language, role) {
  const groups = new Map();
  for (const finding of findings) {
    const key = `${finding.route} [${language}, ${role}] ${finding.impact} ${finding.rule}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(finding);
  }
  return [...groups].map(([key, group]) => `${key}: ${group.map((finding) => finding.target).join(', ')} — ${group[0].summary}`).join('\n');
}

export function accessibilityTests({ baseUrl, root }) {
  for (const language of LANGUAGES) {
    for (const role of ROLES) {
      test(`accessibility: axe finds no critical or serious WCAG 2.2 AA violation on any declared route (${language}, ${role})`, async (page) => {
        await allowAxe(page);
        await useLanguage(page, language);
        if (role === 'player') await actAsLoggedIn(page, baseUrl);
        const routes = routesToCheck(await declaredRoutes(baseUrl));
        assert.ok(routes.length >= 14, `only ${routes.length} routes declared`);
        const findings = [];
        const unchecked = [];
        for (const route of routes) {
          try {
            await openAndSettle(page, baseUrl, route, role);
          } catch (error) {
            unchecked.push(`${route.path}: ${String(error.message).split('\n')[0]}`);
            continue;
          }
          for (const finding of await withoutTargetsOnlyUnderStickyBars(page, await runAxe(page))) {
            if (BLOCKING.has(finding.impact)) findings.push({ route: route.path, ...finding });
          }
        }
        const counts = recordCounts(root, `${language} ${role}`, findings);
        assert.deepEqual(unchecked, [], 'routes whose page never showed');
        if (findings.length > 0) throw new Error(`${findings.length} critical or serious violations ${JSON.stringify(counts)}\n${describe(findings, language, role)}`);
      });
    }
  }

  for (const language of LANGUAGES) {
    test(`accessibility: home's controls are big enough to tap, 44 × 44 px for the primary ones and 24 × 24 px for any (${language})`, async (page) => {
      await useLanguage(page, language);
      const tooSmall = [];
      const measure = async (selector, min, { atLeast = 1 } = {}) => {
        const boxes = await page.locator(selector).evaluateAll((elements) =>
          elements.map((element) => {
            const { width, height } = element.getBoundingClientRect();
            return { width, height, text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30) };
          }),
        );
        if (boxes.length < atLeast) tooSmall.push(`${selector}: ${boxes.length} on screen, expected at least ${atLeast}`);
        for (const { width, height, text } of boxes) {
          if (width < min || height < min) tooSmall.push(`${selector} "${text}": ${width.toFixed(1)} × ${height.toFixed(1)} px, needs ${min} × ${min}`);
        }
      };
      await openRoute(page, baseUrl, '/');
      await page.locator('[data-testid="page-home"] [data-testid="rank-tabs"]').waitFor({ timeout: 20_000 });
      // As a guest: the log-in chip stands where the balance will.
      await measure('.home-nav .balance-chip--guest', 44);
      await measure('.home-nav__bell', 44);
      await measure('.home-links a', 44, { atLeast: 4 });
      await measure('.swiper__dot', 24, { atLeast: 2 });
      await measure('.rank-tab', 44, { atLeast: 2 });
      await measure('.play-item', 44, { atLeast: 10 });
      await measure('.stake-entry__quick .chip', 44, { atLeast: 2 });
      await measure('.slip-bar__place', 44);
      await measure('.tab-bar__item', 44, { atLeast: 2 });
      // For a look at the brand and the bigger targets: SHOTS_DIR=/tmp/shots writes home and login.
      if (process.env.SHOTS_DIR) {
        fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `a11y-home-${language}.png`) });
        await openRoute(page, baseUrl, '/pages/user/login');
        await page.locator('[data-testid="page-login"]').waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `a11y-login-${language}.png`) });
      }
      assert.deepEqual(tooSmall, []);
    });
  }
}
