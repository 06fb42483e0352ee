// Logging in: captcha, SMS code, phone + code (registers on first use), register, password, forgotten password, token refresh, WeChat logins.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { AuthError, BusinessError, ValidationError } from '../../../http/app-error';
import { normalizePhone } from '../../../accounts/phone-number';
import { registerWechatLogins } from '../../../accounts/wechat-login-routes';
import { tokenPairSchema } from '../../../http/token-schema';
import { type CaptchaKind } from '../../../accounts/captcha-service';
import { INVITE_CODE_INPUT_MAX } from '../../../accounts/invite-code';

const tokenPair = tokenPairSchema;

const captchaView = Type.Object({
  captchaId: Type.String(),
  type: Type.String({ enum: ['slide', 'rotate'] }),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  background: Type.Optional(Type.String({ description: 'PNG data URL' })),
  piece: Type.Optional(Type.String({ description: 'PNG data URL of the puzzle piece' })),
  pieceY: Type.Optional(Type.Integer()),
  pieceSize: Type.Optional(Type.Integer()),
  size: Type.Optional(Type.Integer()),
  image: Type.Optional(Type.String({ description: 'PNG data URL of the turned picture' })),
});

// Phone and code are checked by hand so that their messages are the spec's own ("Please fill in the mobile number"...).
const phoneField = Type.String({ maxLength: 32, description: 'Mobile number; national numbers use the default region' });
const smsField = Type.String({ maxLength: 12 });
const passwordField = Type.String({ maxLength: 128 });
const inviteCodeField = Type.Optional(
  Type.String({ maxLength: INVITE_CODE_INPUT_MAX, description: "A friend's invite code: any case, spaces around it ignored, empty for none; one that names no open account is refused (1002 with data { field: 'inviteCode' })" }),
);
/** A slider position: pixels along the puzzle, or degrees of turn (both within 0..360). */
const captchaAnswer = (description: string) => Type.Union([Type.Integer({ minimum: 0, maximum: 360 }), Type.String({ maxLength: 8 })], { description });

const loginLimit = { max: 20, timeWindow: '1 minute' };

/** The fields of the captcha a throttled password check carries, once the address has used up its free tries. */
const throttleCaptcha = {
  captchaId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only needed after data.captchaRequired' })),
  captchaCode: Type.Optional(captchaAnswer('The solved captcha answer')),
};
/** The captcha a throttled password check carries (only asked for after data.captchaRequired); none unless both parts came. */
const solvedCaptcha = ({ captchaId, captchaCode }: { captchaId?: string; captchaCode?: number | string }) =>
  captchaId !== undefined && captchaCode !== undefined ? { captchaId, answer: Number(captchaCode) } : undefined;

export default defineRoutes({
  access: 'public',
  summary: 'Login and registration',
  register(app) {
    const { accounts, config } = app;
    const phoneOf = (raw: string) => normalizePhone(raw, config.phoneDefaultRegion);

    app.get(
      '/captcha',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'A new captcha (slider puzzle or slider rotate), rendered on the server',
          querystring: Type.Object({ type: Type.Optional(Type.String({ enum: ['slide', 'rotate'] })) }, { additionalProperties: false }),
          response: { 200: envelopeOf(captchaView) },
        },
      },
      async (request) => {
        const kind: CaptchaKind = (request.query.type as CaptchaKind | undefined) ?? (globalThis.crypto.getRandomValues(new Uint8Array(1))[0] % 2 === 0 ? 'slide' : 'rotate');
        return ok(await accounts.captcha.create(kind, request.ip));
      },
    );

    app.post(
      '/smsCode',
      {
        config: { rateLimit: loginLimit },
        schema: {
          summary: 'Send an SMS code to a phone, after a solved captcha',
          body: Type.Object({ phone: Type.Optional(phoneField), captchaId: Type.String({ minLength: 1, maxLength: 64 }), code: captchaAnswer('The solved captcha answer') }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ cooldownSeconds: Type.Integer() })) },
        },
      },
      async (request) => {
        const { captchaId, code } = request.body;
        const phone = phoneOf(request.body.phone ?? '');
        const answer = Number(code);
        if (!(await accounts.captcha.verify(captchaId, answer))) throw new BusinessError('captchaFailed');
        await accounts.sms.send(phone, request.ip);
        return ok({ cooldownSeconds: 60 });
      },
    );

    app.post(
      '/phone',
      {
        config: { rateLimit: loginLimit },
        schema: {
          summary: 'Log in with phone and SMS code (the first login registers the phone, with the invite code if one is given)',
          description: "inviteCode counts only when this login registers the phone; an existing account's login ignores it.",
          body: Type.Object({ phone: Type.Optional(phoneField), smsCode: Type.Optional(smsField), inviteCode: inviteCodeField }, { additionalProperties: false }),
          response: { 200: envelopeOf(tokenPair) },
        },
      },
      async (request) => ok(await accounts.service.loginWithSmsCode(phoneOf(request.body.phone ?? ''), request.body.smsCode ?? '', request.body.inviteCode)),
    );

    app.post(
      '/register',
      {
        config: { rateLimit: loginLimit },
        schema: {
          summary: 'Register with phone, SMS code and password; the player confirms being 18 or over',
          body: Type.Object(
            { phone: Type.Optional(phoneField), smsCode: Type.Optional(smsField), password: passwordField, ageConfirmed: Type.Boolean(), inviteCode: inviteCodeField },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(tokenPair) },
        },
      },
      async (request) => {
        const { password, ageConfirmed } = request.body;
        const phone = phoneOf(request.body.phone ?? '');
        if (ageConfirmed !== true) throw new ValidationError('ageNotConfirmed');
        return ok(await accounts.service.register(phone, request.body.smsCode ?? '', password, request.body.inviteCode));
      },
    );

    app.post(
      '/password',
      {
        config: { rateLimit: loginLimit },
        schema: {
          summary: 'Log in with phone and password (failures are throttled per phone; past the per-address limit a solved captcha is needed)',
          description:
            'A phone gets LOGIN_MAX_FAILURES_PER_PHONE tries per window, then code 1003. An address that has used up its ' +
            'LOGIN_MAX_FAILURES_PER_IP free tries gets code 1003 with data { captchaRequired: true } until the login carries a ' +
            'solved captcha: GET /api/app/user/login/captcha, then send captchaId and captchaCode (the answer) with the login.',
          body: Type.Object(
            {
              phone: Type.Optional(phoneField),
              password: passwordField,
              ...throttleCaptcha,
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(tokenPair) },
        },
      },
      async (request) => {
        const { password } = request.body;
        return ok(await accounts.service.loginWithPassword(phoneOf(request.body.phone ?? ''), password, request.ip, solvedCaptcha(request.body)));
      },
    );

    app.post(
      '/resetPassword',
      {
        // A field this call does not know is a client's mistake worth naming (a misspelt smsCode would read as a wrong code).
        config: { rateLimit: loginLimit, unknownFields: 'refuse' },
        schema: {
          summary: 'Forgotten password: set a new one with phone and SMS code (counted like a password login); every login of the account ends',
          description:
            'The code comes from POST /smsCode like any other. A wrong code answers the same whether the phone has an account ' +
            'or not, and uses up one of the tries LOGIN_MAX_FAILURES_PER_PHONE and LOGIN_MAX_FAILURES_PER_IP allow, as a wrong ' +
            'password does (the same 1003 answers, the same captchaId and captchaCode after data { captchaRequired: true }). ' +
            'Only a right code for a phone without an account is told so (1001).',
          body: Type.Object(
            {
              phone: Type.Optional(phoneField),
              smsCode: Type.Optional(smsField),
              password: passwordField,
              ...throttleCaptcha,
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const { password, smsCode } = request.body;
        await accounts.service.resetPassword(phoneOf(request.body.phone ?? ''), smsCode ?? '', password, request.ip, solvedCaptcha(request.body));
        return ok(null);
      },
    );

    app.post(
      '/refreshToken',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          summary: 'Trade a refresh token for a new pair; each refresh token works once',
          body: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(tokenPair) },
        },
      },
      async (request) => {
        try {
          return ok(await app.tokens.refresh(request.body.refreshToken));
        } catch (error) {
          if (error instanceof AuthError) throw new BusinessError('loginExpired');
          throw error;
        }
      },
    );

    registerWechatLogins(app);
  },
});
