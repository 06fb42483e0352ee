// Invite codes: every player has one of their own (drawn again on a collision), a friend registers with it (any case,
// spaces ignored), a code of no open account refuses the sign-up before anything is created or an SMS code used up,
// and an inviter sees exactly their own invitees.
import { randomInt } from 'node:crypto';
import { DIALECTS, get, startTestApp, type TestApp } from './support/test-app';
import { skipSmsCooldown } from './support/accounts';
import { AccountService } from '../src/accounts/account-service';
import { PhoneMemory } from '../src/accounts/phone-memory';
import { PasswordHasher } from '../src/accounts/password-hash';
import { INVITE_CODE_ALPHABET, type UniformDraw } from '../src/accounts/invite-code';
import { inviteCodeOf } from '../src/accounts/invites';
import { isUniqueViolation, UNIQUE_KEYS } from '../src/db/unique-violation';

const CODE_SHAPE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
/** The refusal names the field to blame, so the form shows it there. */
const UNKNOWN_CODE = { code: 1002, message: 'This invite code does not exist. Check it, or register without one.', data: { field: 'inviteCode' } };

/** Draws that spell `codes` first, one after the other, then go on at random. */
function drawing(...codes: string[]): UniformDraw {
  const queue = codes.flatMap((code) => [...code].map((char) => INVITE_CODE_ALPHABET.indexOf(char)));
  return (max) => queue.shift() ?? randomInt(max);
}

describe.each(DIALECTS)('invite codes (%s)', (dialect) => {
  let t: TestApp;
  let phones = 0;
  let addresses = 0;
  const nextPhone = () => `1390013${String(1000 + ++phones)}`;
  const e164 = (national: string) => `+86${national}`;

  beforeAll(async () => {
    t = await startTestApp(dialect, { SMS_DAILY_LIMIT_PER_IP: '10000' });
  });
  afterAll(() => t.close());

  /** An SMS code for `phone`, sent by the code service itself: the captcha and its per-address limits are not under test here. */
  async function smsCodeFor(phone: string): Promise<string> {
    await skipSmsCooldown(t.app);
    await t.app.accounts.sms.send(e164(phone), '10.255.0.1');
    return (await get(t.app, `/api/dev/sms?phone=${phone}`)).body.data.code as string;
  }

  /** A login call from its own address, so the per-address rate limit of the login routes never joins in. */
  async function login(route: 'register' | 'phone', body: Record<string, unknown>, language = 'en') {
    const remoteAddress = `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
    const res = await t.app.inject({ method: 'POST', url: `/api/app/user/login/${route}`, payload: body, headers: { language }, remoteAddress });
    return res.json() as { code: number; message: string; data: { token: string } | null };
  }
  const register = async (phone: string, inviteCode?: string) =>
    login('register', { phone, smsCode: await smsCodeFor(phone), password: 'correct horse', ageConfirmed: true, ...(inviteCode === undefined ? {} : { inviteCode }) });
  const inviteInfo = async (token: string) => (await get(t.app, '/api/app/user/invite/info', { authorization: token })).body;
  const invitees = async (token: string, body: Record<string, unknown> = {}, language = 'en') =>
    (await t.app.inject({ method: 'POST', url: '/api/app/user/invite/page', payload: body, headers: { authorization: token, language } })).json();
  const playerOf = (phone: string) => t.app.db.selectFrom('appUser').selectAll().where('phone', '=', e164(phone)).executeTakeFirst();

  /** A registered player, their token and their own code. */
  async function inviter() {
    const phone = nextPhone();
    const { data } = await register(phone);
    const info = await inviteInfo(data!.token);
    return { phone, token: data!.token, code: info.data.code as string, id: (await playerOf(phone))!.id };
  }

  it('gives every new player a code of their own from the look-alike-free alphabet', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push(await t.app.accounts.service.createPlayer({ phone: e164(nextPhone()) }));
    const rows = await t.app.db.selectFrom('appUser').select('inviteCode').where('id', 'in', ids).execute();
    const codes = rows.map((row) => row.inviteCode);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
    expect(new Set(codes).size).toBe(60);
  });

  it('draws again when a new code is already taken, at sign-up and on first ask', async () => {
    const { code: taken } = await inviter();
    const accounts = t.app.accounts;
    const service = (draw: UniformDraw) => new AccountService(t.app.db, t.app.tokens, accounts.sms, accounts.throttle, accounts.captcha, new PhoneMemory(t.config.phoneHashSecret), t.config, new PasswordHasher(t.config.passwordHashCost), Date.now, draw);

    // PostgreSQL: the taken code must not abort the sign-up's transaction (the welcome credit is written after it).
    const phone = e164(nextPhone());
    const id = await service(drawing(taken, 'WXYZ2345')).createPlayer({ phone });
    const created = await t.app.db.selectFrom('appUser').select(['inviteCode', 'balance']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(created).toEqual({ inviteCode: 'WXYZ2345', balance: t.config.welcomeCreditCents });

    // An account from before invite codes gets one the first time it asks, the same one ever after.
    const old = await t.createPlayer();
    expect(await inviteCodeOf(t.app.db, old.id, drawing(taken, 'WXYZ2345', 'HJKM6789'))).toBe('HJKM6789');
    expect(await inviteCodeOf(t.app.db, old.id, drawing('NPQR2345'))).toBe('HJKM6789');
    const info = await inviteInfo(old.token);
    expect(info.data).toEqual({ code: 'HJKM6789', registerPath: '#/pages/user/register?invite=HJKM6789', invitedCount: 0 });

    // Only ever-colliding draws end in a fault, never a duplicate code.
    const stuck = await t.createPlayer();
    await expect(inviteCodeOf(t.app.db, stuck.id, drawing(...Array<string>(10).fill(taken)))).rejects.toThrow('no free invite code');
    expect((await t.app.db.selectFrom('appUser').select('inviteCode').where('id', '=', stuck.id).executeTakeFirstOrThrow()).inviteCode).toBeNull();
  });

  it("tells the invite code's unique key from other database errors", async () => {
    const { code } = await inviter();
    const now = Date.now();
    const error = await t.app.db
      .insertInto('appUser')
      .values({ phone: null, nickname: '', avatar: null, signature: null, passwordHash: null, inviteCode: code, createdAt: now, updatedAt: now })
      .execute()
      .catch((failure: unknown) => failure);
    expect(isUniqueViolation(error, UNIQUE_KEYS.inviteCode)).toBe(true);
    expect(isUniqueViolation(error, UNIQUE_KEYS.playerPhone)).toBe(false);
  });

  it("records the inviter of a friend who registers with the code, in any case and with spaces around it", async () => {
    const a = await inviter();
    const friend = nextPhone();
    const res = await register(friend, `  ${a.code.toLowerCase()} `);
    expect(res.code).toBe(1000);
    expect((await playerOf(friend))!.invitedBy).toBe(a.id);
    expect((await inviteInfo(a.token)).data.invitedCount).toBe(1);

    // No code, or only spaces: registered, invited by nobody.
    for (const none of [undefined, '', '   ']) {
      const phone = nextPhone();
      expect((await register(phone, none)).code).toBe(1000);
      expect((await playerOf(phone))!.invitedBy).toBeNull();
    }
  });

  it('refuses a code of no open account before anything is created or the SMS code used up', async () => {
    const closing = await inviter();
    const closed = await t.app.inject({ method: 'POST', url: '/api/app/user/info/logoff', payload: { password: 'correct horse' }, headers: { authorization: closing.token } });
    expect(closed.json().code).toBe(1000);

    for (const code of ['NOPE2345', closing.code]) {
      const phone = nextPhone();
      const smsCode = await smsCodeFor(phone);
      const body = { phone, smsCode, password: 'correct horse', ageConfirmed: true };
      expect(await login('register', { ...body, inviteCode: code })).toEqual(UNKNOWN_CODE);
      expect(await login('phone', { phone, smsCode, inviteCode: code })).toEqual(UNKNOWN_CODE);
      expect(await playerOf(phone)).toBeUndefined();
      // The same SMS code still registers, without the code.
      expect((await login('register', body)).code).toBe(1000);
    }

    const zh = await login('register', { phone: nextPhone(), smsCode: '123456', password: 'correct horse', ageConfirmed: true, inviteCode: 'NOPE2345' }, 'zh-cn');
    expect(zh).toEqual({ code: 1002, message: '该邀请码不存在，请核对后重新输入，或不填邀请码直接注册', data: { field: 'inviteCode' } });
    expect((await login('register', { phone: nextPhone(), smsCode: '123456', password: 'correct horse', ageConfirmed: true, inviteCode: 'X'.repeat(17) })).code).toBe(1002);

    // Any other refusal of a form with a good code names no invite field: the form shows it where it belongs.
    const a = await inviter();
    const wrongSms = await login('register', { phone: nextPhone(), smsCode: '000000', password: 'correct horse', ageConfirmed: true, inviteCode: a.code });
    expect(wrongSms.code).not.toBe(1000);
    expect(wrongSms.data).toBeNull();
  });

  it("registers a phone's first SMS login with the code; an existing account's login ignores it", async () => {
    const a = await inviter();
    const phone = nextPhone();
    expect((await login('phone', { phone, smsCode: await smsCodeFor(phone), inviteCode: a.code })).code).toBe(1000);
    const player = (await playerOf(phone))!;
    expect(player.invitedBy).toBe(a.id);
    expect(player.inviteCode).toMatch(CODE_SHAPE);

    // Logging in again, with a code that names nobody or another inviter: logged in, inviter unchanged.
    const b = await inviter();
    for (const code of ['NOPE2345', b.code]) {
      expect((await login('phone', { phone, smsCode: await smsCodeFor(phone), inviteCode: code })).code).toBe(1000);
    }
    expect((await playerOf(phone))!.invitedBy).toBe(a.id);
    expect((await inviteInfo(b.token)).data.invitedCount).toBe(0);
  });

  it("lists an inviter's own invitees newest first, by cursor or by page, never another inviter's", async () => {
    const a = await inviter();
    const b = await inviter();
    const mine: string[] = [];
    for (let n = 0; n < 3; n++) {
      const phone = nextPhone();
      await register(phone, a.code);
      mine.push(phone);
    }
    for (let n = 0; n < 2; n++) await register(nextPhone(), b.code);
    const myIds = await Promise.all(mine.map(async (phone) => (await playerOf(phone))!.id));
    const newestFirst = [...myIds].reverse();

    const all = await invitees(a.token);
    expect(all.data.pagination).toEqual({ page: 1, size: 20, total: 3, cursor: null });
    expect(all.data.list.map((row: { id: number }) => row.id)).toEqual(newestFirst);
    const newest = all.data.list[0];
    expect(newest).toEqual({ id: newestFirst[0], nickname: `Player ${mine[2].slice(-4)}`, avatar: null, registeredAt: expect.any(String) });
    expect(new Date(newest.registeredAt).toISOString()).toBe(newest.registeredAt);
    expect((await invitees(a.token, {}, 'zh-cn')).data.list[0].nickname).toBe(`玩家${mine[2].slice(-4)}`);

    // By cursor, two at a time: every invitee once.
    const first = await invitees(a.token, { size: 2 });
    expect(first.data.list.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.data.pagination.cursor).toBe(String(newestFirst[1]));
    const second = await invitees(a.token, { size: 2, cursor: first.data.pagination.cursor });
    expect(second.data.list.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(2));
    expect(second.data.pagination.cursor).toBeNull();
    expect((await invitees(a.token, { size: 2, page: 2 })).data.list.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(2));

    // B sees B's two, whatever cursor is sent; a cursor past every id starts at the newest.
    const theirs = await invitees(b.token, { cursor: String(newestFirst[0] + 1000) });
    expect(theirs.data.pagination.total).toBe(2);
    expect(theirs.data.list.map((row: { id: number }) => row.id).filter((id: number) => myIds.includes(id))).toEqual([]);
    expect((await invitees(b.token, { cursor: '9999999999' })).data.list).toHaveLength(2);
    expect((await inviteInfo(b.token)).data.invitedCount).toBe(2);

    // Someone who invited nobody sees nobody; an invitee's own list is theirs, not their inviter's.
    const invitee = await t.app.tokens.issue(myIds[0], 'test');
    expect((await invitees(invitee.token)).data).toEqual({ list: [], pagination: { page: 1, size: 20, total: 0, cursor: null } });

    expect((await invitees(a.token, { size: 101 })).code).toBe(1002);
    expect((await invitees(a.token, { cursor: 'abc' })).code).toBe(1002);
    expect((await t.app.inject({ method: 'POST', url: '/api/app/user/invite/page', payload: {} })).statusCode).toBe(401);
  });

  it('keeps a closed invitee in the list, anonymised', async () => {
    const a = await inviter();
    const phone = nextPhone();
    const { data } = await register(phone, a.code);
    await t.app.inject({ method: 'POST', url: '/api/app/user/info/logoff', payload: { password: 'correct horse' }, headers: { authorization: data!.token } });
    const list = (await invitees(a.token)).data.list;
    expect(list).toEqual([{ id: expect.any(Number), nickname: 'Closed account', avatar: null, registeredAt: expect.any(String) }]);
    expect((await inviteInfo(a.token)).data.invitedCount).toBe(1);
  });
});
