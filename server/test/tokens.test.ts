// Access tokens on a moving clock: a token accepted once (and remembered as verified) still stops at its expiry and
// with its login; a token that only looks like it is never accepted.
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { TokenService } from '../src/plugins/app/auth';

describe.each(DIALECTS)('access tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const reason = (promise: Promise<unknown>) => promise.then(
    () => 'accepted',
    (error: { message?: string }) => String(error.message),
  );

  it('refuses a token at its expiry even after it was accepted many times', async () => {
    const player = await t.createPlayer();
    const clock = { now: Date.now() };
    const tokens = new TokenService(t.app.db, t.config.jwt, () => clock.now);
    const { token, expire } = await tokens.issue(player.id, 'password');
    for (let i = 0; i < 3; i++) expect(await tokens.authenticate(token)).toMatchObject({ id: player.id });
    clock.now += expire * 1000 - 1500;
    expect(await tokens.authenticate(token)).toMatchObject({ id: player.id });
    clock.now += 1500;
    expect(await reason(tokens.authenticate(token))).toMatch(/exp/i);
  });

  it('refuses a remembered token once its login is revoked', async () => {
    const player = await t.createPlayer();
    const tokens = new TokenService(t.app.db, t.config.jwt);
    const { token } = await tokens.issue(player.id, 'password');
    const { sessionId } = await tokens.authenticate(token);
    await tokens.revokeSession(sessionId);
    expect(await reason(tokens.authenticate(token))).toBe('session revoked');
  });

  it('refuses a token whose signature was tampered with, even when the genuine one was accepted', async () => {
    const player = await t.createPlayer();
    const tokens = new TokenService(t.app.db, t.config.jwt);
    const { token } = await tokens.issue(player.id, 'password');
    await tokens.authenticate(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: String(player.id + 1) })).toString('base64url')}.${token.split('.')[2]}`;
    expect(await reason(tokens.authenticate(forged))).not.toBe('accepted');
  });
});
