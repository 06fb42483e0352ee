// Configuration is validated at start with messages that name the variable; production refuses the public default secrets.
import { loadConfig, ConfigError, DEFAULT_ACCESS_SECRET, DEFAULT_HELP_LINES, DEFAULT_PHONE_HASH_SECRET } from '../src/config';
import { PasswordHasher } from '../src/accounts/password-hash';

describe('configuration', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 8080, databaseUrl: undefined, sumEleven: 'small', timeZone: 'Asia/Shanghai' });
    expect(config.jwt).toMatchObject({ accessTtlSeconds: 7200, refreshTtlSeconds: 2592000 });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses to start in production with the default secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', JWT_REFRESH_SECRET: 'r'.repeat(40) });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JWT_ACCESS_SECRET must be set in production (the default is public)',
        'PHONE_HASH_SECRET must be set in production (the default is public)',
        'SANDBOX_PAY_SECRET must be set in production (the default is public)',
      ]);
    }
  });

  it('starts in production with real secrets', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40), PHONE_HASH_SECRET: 'p'.repeat(40), SANDBOX_PAY_SECRET: 's'.repeat(40) });
    expect(config.jwt.accessSecret).not.toBe(DEFAULT_ACCESS_SECRET);
    expect(config.phoneHashSecret).toBe('p'.repeat(40));
    // Behind a load balancer: two seconds of draining before the process stops listening.
    expect(config.shutdown.delaySeconds).toBe(2);
  });

  it('refuses the public phone hash key in production, and a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40) })).toThrow(
      'PHONE_HASH_SECRET must be set in production (the default is public)',
    );
    expect(() => loadConfig({ PHONE_HASH_SECRET: 'short' })).toThrow('PHONE_HASH_SECRET must be at least 32 characters');
    expect(loadConfig({}).phoneHashSecret).toBe(DEFAULT_PHONE_HASH_SECRET);
  });

  it('keeps uploads on local disk by default, in the database with PostgreSQL (several processes), as UPLOAD_STORAGE says otherwise', () => {
    const postgres = 'postgres://app@db:5432/racing';
    expect(loadConfig({}).uploadStorage).toBe('local');
    expect(loadConfig({ DATABASE_URL: postgres }).uploadStorage).toBe('database');
    expect(loadConfig({ DATABASE_URL: postgres, UPLOAD_STORAGE: 'local' }).uploadStorage).toBe('local');
    expect(loadConfig({ UPLOAD_STORAGE: 'database' }).uploadStorage).toBe('database');
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow('UPLOAD_STORAGE must be one of local, database (got "s3")');
  });

  it('drains for a moment on SIGTERM in production only, within a bounded time', () => {
    expect(loadConfig({}).shutdown).toEqual({ delaySeconds: 0, timeoutSeconds: 15 });
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdown).toEqual({ delaySeconds: 5, timeoutSeconds: 30 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow('SHUTDOWN_TIMEOUT_SECONDS must be between 1 and 600 (got 0)');
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: 'soon' })).toThrow('SHUTDOWN_DELAY_SECONDS must be a whole number');
  });

  it('logs every request by default, a share of them as REQUEST_LOG_SAMPLE says, and answers slower than REQUEST_LOG_SLOW_MS', () => {
    expect(loadConfig({}).requestLog).toEqual({ sample: 1, slowMs: 1000 });
    expect(loadConfig({ REQUEST_LOG_SAMPLE: '0.1', REQUEST_LOG_SLOW_MS: '250' }).requestLog).toEqual({ sample: 0.1, slowMs: 250 });
    expect(loadConfig({ REQUEST_LOG_SAMPLE: '0' }).requestLog.sample).toBe(0);
    expect(loadConfig({ REQUEST_LOG_SAMPLE: '1' }).requestLog.sample).toBe(1);
    for (const bad of ['1.5', '-0.1', '10%', 'all', '.5']) {
      expect(() => loadConfig({ REQUEST_LOG_SAMPLE: bad })).toThrow(`REQUEST_LOG_SAMPLE must be a share from 0 to 1 such as 0.1 (got "${bad}")`);
    }
    expect(() => loadConfig({ REQUEST_LOG_SLOW_MS: '0' })).toThrow('REQUEST_LOG_SLOW_MS must be between 1 and 600000 (got 0)');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', JWT_ACCESS_TTL_SECONDS: '0', DATABASE_URL: 'mysql://x', TIME_ZONE: 'Mars/Base', SUM_ELEVEN: 'maybe', JWT_ACCESS_SECRET: 'short' });
      throw new Error('should have thrown');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'JWT_ACCESS_TTL_SECONDS', 'DATABASE_URL', 'TIME_ZONE', 'SUM_ELEVEN', 'JWT_ACCESS_SECRET must be at least 32']) {
        expect(problems).toContain(name);
      }
    }
  });

  it('takes the help lines per language from HELP_LINES, keeping the default for a language it leaves out', () => {
    expect(loadConfig({}).helpLines).toEqual(DEFAULT_HELP_LINES);
    const config = loadConfig({ HELP_LINES: JSON.stringify({ 'zh-cn': '测试热线 400-000-0000', es: ' Línea de prueba ' }) });
    expect(config.helpLines).toEqual({ ...DEFAULT_HELP_LINES, 'zh-cn': '测试热线 400-000-0000', es: 'Línea de prueba' });
  });

  it.each([
    ['not JSON', /HELP_LINES must be a JSON object/],
    ['["en"]', /HELP_LINES must be a JSON object/],
    ['{"de":"x"}', /HELP_LINES has an unknown language "de"/],
    ['{"en":""}', /HELP_LINES.en must be a non-empty text/],
    ['{"fr":3}', /HELP_LINES.fr must be a non-empty text/],
  ])('refuses HELP_LINES %s by name', (value, message) => {
    expect(() => loadConfig({ HELP_LINES: value })).toThrow(message);
  });

  it('seeds a dev operator by default in development only, and never in production', () => {
    expect(loadConfig({}).operators).toEqual({ idleMinutes: 30, sessionHours: 12, devSeed: true });
    expect(loadConfig({ NODE_ENV: 'test' }).operators.devSeed).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_DEV_SEED: '1' })).toThrow('OPERATOR_DEV_SEED must be off in production');
  });

  it('hashes passwords at the standard argon2id cost everywhere but test servers, and refuses the test cost in production', async () => {
    const secrets = { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40), PHONE_HASH_SECRET: 'p'.repeat(40), SANDBOX_PAY_SECRET: 's'.repeat(40) };
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PASSWORD_HASH_COST: 'test' })).toThrow(
      'PASSWORD_HASH_COST must be standard in production (the test cost makes stolen password hashes cheap to guess)',
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
    // The standard cost is argon2id's own defaults (64 MiB, 3 passes, 4 lanes); a hash of either cost verifies at the other.
    const standard = new PasswordHasher('standard');
    const cheap = new PasswordHasher('test');
    const strong = await standard.hash('correct horse');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await cheap.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    expect(await cheap.verify(strong, 'correct horse')).toBe(true);
    expect(await cheap.verify(strong, 'wrong horse')).toBe(false);
    expect(await standard.verify('not a hash', 'correct horse')).toBe(false);
  });

  it('refuses a refresh lifetime shorter than the access lifetime', () => {
    expect(() => loadConfig({ JWT_ACCESS_TTL_SECONDS: '3600', JWT_REFRESH_TTL_SECONDS: '600' })).toThrow(/JWT_REFRESH_TTL_SECONDS must be longer/);
  });

  it('draws without a beacon by default, and with DRAW_BEACON=drand only given its relays, chain hash and public key', () => {
    expect(loadConfig({}).draws.beacon).toBeUndefined();
    const hash = 'ab'.repeat(32);
    const key = 'cd'.repeat(96);
    expect(loadConfig({ DRAW_BEACON: 'drand', DRAND_RELAYS: 'https://api.drand.sh/, https://drand.cloudflare.com', DRAND_CHAIN_HASH: hash.toUpperCase(), DRAND_PUBLIC_KEY: key }).draws.beacon).toEqual({
      relays: ['https://api.drand.sh', 'https://drand.cloudflare.com'],
      chainHash: hash,
      publicKey: key,
      genesisTime: undefined,
      periodSeconds: undefined,
      timeoutMs: 3000,
      waitSeconds: 600,
    });
    expect(loadConfig({ DRAW_BEACON: 'drand', DRAND_RELAYS: 'http://127.0.0.1:9', DRAND_CHAIN_HASH: hash, DRAND_PUBLIC_KEY: key, DRAND_GENESIS_TIME: '1692803367', DRAND_PERIOD_SECONDS: '3', DRAW_BEACON_WAIT_SECONDS: '120' }).draws.beacon).toMatchObject({ genesisTime: 1692803367, periodSeconds: 3, waitSeconds: 120 });
    expect(() => loadConfig({ DRAW_BEACON: 'drand' })).toThrow(/DRAND_RELAYS must be[\s\S]*DRAND_CHAIN_HASH must be[\s\S]*DRAND_PUBLIC_KEY must be/);
    expect(() => loadConfig({ DRAW_BEACON: 'drand', DRAND_RELAYS: 'https://a', DRAND_CHAIN_HASH: hash, DRAND_PUBLIC_KEY: key, DRAND_GENESIS_TIME: '1692803367' })).toThrow(/must be set together/);
    expect(() => loadConfig({ DRAW_BEACON: 'drand', DRAND_RELAYS: 'https://a', DRAND_CHAIN_HASH: hash, DRAND_PUBLIC_KEY: key, DRAW_SALT: 'x' })).toThrow(/DRAW_SALT must be empty with DRAW_BEACON=drand/);
    expect(() => loadConfig({ DRAW_BEACON: 'random.org' })).toThrow(/DRAW_BEACON must be one of none, drand/);
  });
});
