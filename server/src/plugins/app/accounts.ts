// Wires the account services (captcha, SMS codes, login throttle, accounts, a player's own profile) to the app, and the development-only /api/dev endpoints.
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { AccountService } from '../../accounts/account-service';
import { CaptchaService } from '../../accounts/captcha-service';
import { LoginThrottle } from '../../accounts/login-throttle';
import { SmsCodeService } from '../../accounts/sms-code-service';
import { LogSmsProvider, type SmsProvider } from '../../accounts/sms-provider';
import { normalizePhone } from '../../accounts/phone-number';
import { ProfileService } from '../../accounts/profile-service';
import { PhoneMemory } from '../../accounts/phone-memory';
import { PasswordHasher } from '../../accounts/password-hash';
import { BusinessError } from '../../http/app-error';
import { ok } from '../../http/envelope';

export interface Accounts {
  captcha: CaptchaService;
  sms: SmsCodeService;
  throttle: LoginThrottle;
  service: AccountService;
  profile: ProfileService;
  smsProvider: SmsProvider;
}

export default fp(
  async function accounts(app, opts: { smsProvider?: SmsProvider }) {
    const { config, db } = app;
    const logProvider = new LogSmsProvider(app.log, config.env !== 'production');
    const smsProvider = opts.smsProvider ?? logProvider;
    // Codes are hashed with a key derived from a configured secret, never stored in the clear.
    const codeKey = createHmac('sha256', config.jwt.refreshSecret).update('sms-code-hash').digest('hex');
    const sms = new SmsCodeService(db, smsProvider, codeKey, config.limits);
    const throttle = new LoginThrottle(db, config.limits);
    const captcha = new CaptchaService(db);
    const phones = new PhoneMemory(config.phoneHashSecret);
    const service = new AccountService(db, app.tokens, sms, throttle, captcha, phones, config, new PasswordHasher(config.passwordHashCost));
    const profile = new ProfileService(db, service, throttle, app.tokens, phones, app.files, config, Date.now, app.dbReader);
    app.decorate('accounts', { captcha, sms, throttle, service, profile, smsProvider } satisfies Accounts);

    if (config.env === 'production') return;
    // Development only: read the last SMS code and a captcha's answer. Not registered at all in production (404).
    app.get(
      '/api/dev/sms',
      { schema: { hide: true, querystring: Type.Object({ phone: Type.String({ minLength: 1, maxLength: 32 }) }) } },
      async (request) => {
        const phone = normalizePhone((request.query as { phone: string }).phone, config.phoneDefaultRegion);
        const sent = logProvider.outbox?.get(phone);
        if (!sent) throw new BusinessError('recordNotFound');
        return ok({ phone, code: sent.code, sentAt: new Date(sent.sentAt).toISOString() });
      },
    );
    app.get(
      '/api/dev/captcha',
      { schema: { hide: true, querystring: Type.Object({ captchaId: Type.String({ minLength: 1, maxLength: 64 }) }) } },
      async (request) => {
        const answer = await app.accounts.captcha.answerFor((request.query as { captchaId: string }).captchaId);
        if (answer === undefined) throw new BusinessError('recordNotFound');
        return ok({ answer });
      },
    );
  },
  { name: 'accounts', dependencies: ['auth', 'file-storage'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}
