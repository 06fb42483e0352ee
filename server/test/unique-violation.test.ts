// A lost race for a unique phone is a business answer; any other database error (another key, a trigger's fault) stays a fault.
// Conflicts and faults are staged inside the real database with triggers, on each dialect: no stand-in for the database.
import { sql } from 'kysely';
import { DIALECTS, startTestApp, post, type TestApp } from './support/test-app';
import { smsCodeFor } from './support/accounts';
import { isUniqueViolation, UNIQUE_KEYS } from '../src/db/unique-violation';

const SERVICE_EXCEPTION = { status: 500, body: { code: 1001, message: 'Service unavailable: something went wrong on our side. Please try again later', data: null } };
const BOUND_ELSEWHERE = { status: 200, body: { code: 1001, message: 'This mobile number is already bound to another account', data: null } };

describe.each(DIALECTS)('unique conflicts (%s)', (dialect) => {
  let t: TestApp;
  let phones = 0;
  const nextPhone = () => `138001390${String(++phones).padStart(2, '0')}`;
  const e164 = (national: string) => `+86${national}`;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Runs `body` (plpgsql or SQLite trigger statements) before every matching change of app_user, until dropped. */
  async function withTrigger(event: 'insert' | 'update of phone', when: string, body: { sqlite: string; postgres: string }, run: () => Promise<void>) {
    if (dialect === 'sqlite') {
      await sql.raw(`create trigger staged before ${event} on app_user when ${when} begin ${body.sqlite} end`).execute(t.app.db);
    } else {
      await sql.raw(`create function staged() returns trigger language plpgsql as $$ begin ${body.postgres} return new; end $$`).execute(t.app.db);
      await sql.raw(`create trigger staged before ${event} on app_user for each row when (${when}) execute function staged()`).execute(t.app.db);
    }
    try {
      await run();
    } finally {
      await sql.raw('drop trigger staged' + (dialect === 'postgres' ? ' on app_user' : '')).execute(t.app.db);
      if (dialect === 'postgres') await sql.raw('drop function staged()').execute(t.app.db);
    }
  }

  const fault = { sqlite: "select raise(abort, 'staged fault');", postgres: "raise exception 'staged fault';" };
  /** A conflict on another unique key (dict_type.key_name) in the same statement. */
  const otherKeyConflict = {
    sqlite: 'insert into dict_type (key_name, name) select key_name, name from dict_type limit 1;',
    postgres: 'insert into dict_type (key_name, name) select key_name, name from dict_type limit 1;',
  };

  it("tells the phone key's violation from another key's, by name", async () => {
    const phone = e164(nextPhone());
    const now = Date.now();
    const player = { phone, nickname: 'Twin', avatar: null, signature: null, passwordHash: null, createdAt: now, updatedAt: now };
    await t.app.db.insertInto('appUser').values(player).execute();
    const phoneError = await t.app.db.insertInto('appUser').values(player).execute().catch((error: unknown) => error);
    expect(isUniqueViolation(phoneError, UNIQUE_KEYS.playerPhone)).toBe(true);

    const dictError = await sql.raw(otherKeyConflict.sqlite).execute(t.app.db).catch((error: unknown) => error);
    expect(isUniqueViolation(dictError, UNIQUE_KEYS.playerPhone)).toBe(false);
    expect(isUniqueViolation(dictError, { constraint: 'dict_type_key_name_key', table: 'dict_type', columns: ['key_name'] })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: app_user.phone'), UNIQUE_KEYS.playerPhone)).toBe(false);
  });

  describe('binding a phone', () => {
    async function twoPlayers() {
      const holder = await t.createPlayer({ phone: e164(nextPhone()) });
      const binder = await t.createPlayer({ phone: e164(nextPhone()) });
      const wanted = nextPhone();
      const bind = async () => post(t.app, '/api/app/user/info/bindPhone', { phone: wanted, smsCode: await smsCodeFor(t.app, wanted) }, { authorization: binder.token, language: 'en' });
      return { holder, binder, wanted, bind };
    }

    it('answers "bound to another account" to the player who loses the race for the number', async () => {
      const { holder, binder, bind } = await twoPlayers();
      // After the check found the number free, the holder takes it within the binder's update: a real conflict on the
      // unique phone (the failed statement then takes the holder's change back with it).
      const steal = `update app_user set phone = new.phone where id = ${holder.id};`;
      await withTrigger('update of phone', `new.id = ${binder.id}`, { sqlite: steal, postgres: steal }, async () => {
        const res = await bind();
        expect({ status: res.status, body: res.body }).toEqual(BOUND_ELSEWHERE);
      });
    });

    it('answers any other database error as a fault, never as "bound to another account"', async () => {
      const { binder, bind } = await twoPlayers();
      for (const staged of [fault, otherKeyConflict]) {
        await withTrigger('update of phone', `new.id = ${binder.id}`, staged, async () => {
          const res = await bind();
          expect({ status: res.status, body: res.body }).toEqual(SERVICE_EXCEPTION);
        });
      }
    });
  });

  describe('the first SMS login of a phone (two racing first logins share the unique phone)', () => {
    const login = async (phone: string) => post(t.app, '/api/app/user/login/phone', { phone, smsCode: await smsCodeFor(t.app, phone) }, { language: 'en' });

    it('answers any other database error as a fault', async () => {
      const phone = nextPhone();
      for (const staged of [fault, otherKeyConflict]) {
        await withTrigger('insert', `new.phone = '${e164(phone)}'`, staged, async () => {
          const res = await login(phone);
          expect({ status: res.status, body: res.body }).toEqual(SERVICE_EXCEPTION);
        });
      }
      expect(await t.app.db.selectFrom('appUser').select('id').where('phone', '=', e164(phone)).execute()).toEqual([]);
    });
  });
});
