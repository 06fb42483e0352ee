// Pages with real data: about us (param) and notice detail, straight from the server.
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';

export function realDataTests({ baseUrl }) {
  test('about us shows the server text in the chosen language', async (page) => {
    await useLanguage(page, 'en');
    const [english] = await Promise.all([
      fetch(`${baseUrl}/api/app/base/comm/param?key=aboutUs`, { headers: { language: 'en' } }).then((r) => r.json()),
      openRoute(page, baseUrl, '/pages/user/about'),
    ]);
    assert.equal(english.code, 1000);
    await expectText(page.locator('[data-testid="about-text"]'), english.data.trim().slice(0, 40));
  });

  test('notice detail shows the notice named by the id parameter', async (page) => {
    await useLanguage(page, 'en');
    const list = await fetch(`${baseUrl}/api/app/notice/notice/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({ page: 1, size: 1 }),
    }).then((r) => r.json());
    const notice = list.data.list[0];
    assert.ok(notice, 'the seeded catalogue has a notice');
    await openRoute(page, baseUrl, `/pages/notice/detail?id=${notice.id}`);
    await expectText(page.locator('[data-testid="notice-title"]'), notice.title);
  });
}
