// A self-exclusion and the one welcome credit stay with the phone number: closing the account and registering the
// number again (or moving the account to another number) gets neither back. Only a keyed hash of the number is kept.
import { createHmac } from 'node:crypto';
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer, smsCodeFor, skipSmsCooldown } from './support/accounts';
import { seedContent } from '../src/seed/seed-content';

describe.each(DIALECTS)('what a phone number keeps (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ authorization: token, language: 'en' });
  const excludedUntil = async (token: string) => (await get(t.app, '/api/app/user/responsible/info', auth(token))).body.data.excludedUntil;
  const balance = async (token: string) => (await get(t.app, '/api/app/user/info/person', auth(token))).body.data.currentBalance;
  const closeAccount = async (token: string, password: string) => expect((await post(t.app, '/api/app/user/info/logoff', { password }, auth(token))).body.code).toBe(1000);
  const registerAgain = async (phone: string, password: string) => {
    await skipSmsCooldown(t.app);
    return registerPlayer(t.app, phone, password);
  };

  it('keeps a self-exclusion and the welcome credit with the number when the account is closed and the number registers again', async () => {
    const first = await registerPlayer(t.app, '13800138700', 'first life');
    expect(await balance(first.token)).toBe(100000);
    const excluded = await post(t.app, '/api/app/user/responsible/selfExclude', { months: 6 }, auth(first.token));
    const until = excluded.body.data.excludedUntil;
    expect(until).toEqual(expect.any(String));
    await closeAccount(first.token, 'first life');

    const second = await registerAgain('13800138700', 'second life');
    expect(await excludedUntil(second.token)).toBe(until);
    expect(await balance(second.token)).toBe(0);
    // The SMS login that registers a number on first use is held to the same.
    await closeAccount(second.token, 'second life');
    await skipSmsCooldown(t.app);
    const third = await post(t.app, '/api/app/user/login/phone', { phone: '13800138700', smsCode: await smsCodeFor(t.app, '13800138700') });
    expect(await excludedUntil(third.body.data.token)).toBe(until);
    expect(await balance(third.body.data.token)).toBe(0);
  });

  it('pays the welcome credit once per number even when nothing else is remembered', async () => {
    const first = await registerPlayer(t.app, '13800138701', 'first life');
    await closeAccount(first.token, 'first life');
    const second = await registerAgain('13800138701', 'second life');
    expect(await balance(second.token)).toBe(0);
    expect(await excludedUntil(second.token)).toBeNull();
  });

  it('keeps the exclusion with a number the excluded player moved away from', async () => {
    const player = await registerPlayer(t.app, '13800138702', 'moving on');
    const until = (await post(t.app, '/api/app/user/responsible/selfExclude', { months: 12 }, auth(player.token))).body.data.excludedUntil;
    await skipSmsCooldown(t.app);
    const moved = await post(t.app, '/api/app/user/info/bindPhone', { phone: '13800138703', smsCode: await smsCodeFor(t.app, '13800138703') }, auth(player.token));
    expect(moved.body.code).toBe(1000);

    const newcomer = await registerAgain('13800138702', 'fresh start');
    expect(await excludedUntil(newcomer.token)).toBe(until);
    expect(await balance(newcomer.token)).toBe(0);
  });

  it('brings a remembered exclusion along when another account binds the number', async () => {
    const first = await registerPlayer(t.app, '13800138704', 'first life');
    const until = (await post(t.app, '/api/app/user/responsible/selfExclude', { months: 6 }, auth(first.token))).body.data.excludedUntil;
    await closeAccount(first.token, 'first life');
    const other = await registerPlayer(t.app, '13800138705', 'other life');
    expect(await excludedUntil(other.token)).toBeNull();
    await skipSmsCooldown(t.app);
    await post(t.app, '/api/app/user/info/bindPhone', { phone: '13800138704', smsCode: await smsCodeFor(t.app, '13800138704') }, auth(other.token));
    expect(await excludedUntil(other.token)).toBe(until);
  });

  it('keeps an HMAC of the number under the configured key, never the number', async () => {
    const player = await registerPlayer(t.app, '13800138706', 'leaving for good');
    await closeAccount(player.token, 'leaving for good');
    const expected = createHmac('sha256', t.config.phoneHashSecret).update('+8613800138706').digest('hex');
    const rows = await t.app.db.selectFrom('phoneMemory').selectAll().execute();
    expect(rows.map((row) => row.phoneHash)).toContain(expected);
    expect(JSON.stringify(rows)).not.toMatch(/13800138/);
  });

  it('says in the privacy policy, in every language, that a keyed hash of the number is kept after closure', async () => {
    const phrases = { 'zh-cn': '密钥哈希', 'zh-tw': '金鑰雜湊', en: 'keyed hash', es: 'hash con clave', fr: 'empreinte à clé' };
    for (const [language, phrase] of Object.entries(phrases)) {
      const text = (await get(t.app, '/api/app/base/comm/param?key=privacyPolicy', { language })).body.data;
      expect(text).toContain(phrase);
      expect(text).toContain('HMAC-SHA256');
    }
  });

  it('updates a privacy policy still worded as first seeded, and leaves an edited one alone', async () => {
    const current = await t.app.db.selectFrom('param').select('data').where('keyName', '=', 'privacyPolicy').executeTakeFirstOrThrow();
    const firstSeeded = { ...JSON.parse(current.data), en: 'We collect only what the service needs: mobile number, nickname, avatar, signature, bets and balance log. Passwords are stored with a one-way hash. We never sell your data. When you close your account your personal data is anonymised; ledger records are kept for audit as the law requires.' };
    firstSeeded['zh-cn'] = '我们只收集提供服务所需的数据：手机号、昵称、头像、签名、投注与账户流水。密码以不可逆方式加密保存。我们不会出售您的数据。注销账户后，个人资料将被匿名化，账务记录依法保留以备审计。';
    firstSeeded['zh-tw'] = '我們只收集提供服務所需的資料：手機號碼、暱稱、頭像、簽名、投注與帳戶流水。密碼以不可逆方式加密保存。我們不會出售您的資料。註銷帳戶後，個人資料將被匿名化，帳務記錄依法保留以備稽核。';
    firstSeeded.es = 'Solo recopilamos lo que el servicio necesita: número de móvil, apodo, avatar, firma, apuestas y registro de saldo. Las contraseñas se guardan con un hash irreversible. Nunca vendemos sus datos. Al cerrar su cuenta, sus datos personales se anonimizan; los registros contables se conservan para auditoría según exige la ley.';
    firstSeeded.fr = "Nous ne collectons que ce dont le service a besoin : numéro de mobile, pseudonyme, avatar, signature, paris et journal de solde. Les mots de passe sont stockés avec un hachage irréversible. Nous ne vendons jamais vos données. À la clôture de votre compte, vos données personnelles sont anonymisées ; les écritures comptables sont conservées pour audit comme la loi l'exige.";
    const setText = (data: string) => t.app.db.updateTable('param').set({ data }).where('keyName', '=', 'privacyPolicy').execute();
    const readText = async () => (await t.app.db.selectFrom('param').select('data').where('keyName', '=', 'privacyPolicy').executeTakeFirstOrThrow()).data;

    await setText(JSON.stringify(firstSeeded));
    await seedContent(t.app.db, Date.now());
    expect(await readText()).toBe(current.data);

    const edited = JSON.stringify({ ...firstSeeded, en: 'Our own words.' });
    await setText(edited);
    await seedContent(t.app.db, Date.now());
    expect(await readText()).toBe(edited);
    await setText(current.data);
  });
});
