// The notification endpoint is public and keeps every rejected post for audit: one address posting garbage is cut off
// once it passes the per-minute limit, so it cannot grow that table without bound; another address is unaffected. Posts
// refused before the handler hear the provider's failure acknowledgement, never the envelope's HTTP 200.
import { startTestApp, type TestApp } from './support/test-app';
import { NOTIFY_LIMIT_PER_MINUTE } from '../src/routes/app/pay/notify';

describe('payment notification refused before the handler (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const garbage = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: '{"not":"a notification"}', remoteAddress });

  it(`refuses the ${NOTIFY_LIMIT_PER_MINUTE + 1}th post of a minute from one address with 429 and records no more`, async () => {
    for (let sent = 0; sent < NOTIFY_LIMIT_PER_MINUTE; sent += 50) {
      const replies = await Promise.all(Array.from({ length: 50 }, () => garbage('203.0.113.7')));
      // Rejected by the signature check, answered with the sandbox's failure acknowledgement (never a 500).
      for (const reply of replies) expect(reply.statusCode).toBe(400);
    }
    const recorded = async () => Number((await t.app.db.selectFrom('payNotification').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await recorded()).toBe(NOTIFY_LIMIT_PER_MINUTE);
    const over = await garbage('203.0.113.7');
    // The sandbox's own failure acknowledgement with 429: a provider retries it later (a 200 envelope would read as success).
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'FAIL' });
    expect(await recorded()).toBe(NOTIFY_LIMIT_PER_MINUTE);
    expect((await garbage('198.51.100.9')).statusCode).toBe(400);
  });

  it('answers a body over the size limit with the failure acknowledgement and 413, records nothing and runs no handler', async () => {
    const before = await t.app.db.selectFrom('payNotification').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/app/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: `{"pad":"${'x'.repeat(2_000_000)}"}`,
      remoteAddress: '192.0.2.44',
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 'FAIL' });
    const after = await t.app.db.selectFrom('payNotification').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
