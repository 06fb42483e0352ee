// The logged-in player's own account: profile, password, phone binding, logging out, closing the account (work done by accounts/profile-service.ts).
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BusinessError } from '../../../http/app-error';
import { currentUser } from '../../../plugins/app/auth';
import { normalizePhone } from '../../../accounts/phone-number';

const settingsSchema = Type.Object({
  orderReceiving: Type.Boolean({ description: 'Order-receiving mode open' }),
  messageNotification: Type.Boolean({ description: 'Message notifications open' }),
});

export const personSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()], { description: 'An upload of mine: absolute under PUBLIC_URL when configured, else relative' }),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Masked: 138****0000' }),
  signature: Type.Union([Type.String(), Type.Null()]),
  totalClicks: Type.Integer(),
  likes: Type.Integer(),
  follows: Type.Integer(),
  fans: Type.Integer(),
  currentBalance: Type.Integer({ description: 'Cents' }),
  hasPassword: Type.Boolean(),
  settings: settingsSchema,
});

const codeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });

export default defineRoutes({
  access: 'user',
  summary: 'My account',
  register(app) {
    const { config } = app;
    const { profile } = app.accounts;

    app.get('/person', { schema: { summary: 'My profile and balance', response: { 200: envelopeOf(personSchema) } } }, async (request) =>
      ok(await profile.profile(currentUser(request).id, request.language)),
    );

    app.post(
      '/updatePerson',
      {
        // cool clients send whole forms: a field this call does not know is refused by name rather than dropped while it answers success.
        config: { unknownFields: 'refuse' },
        schema: {
          summary: 'Change nickName, avatarUrl (an upload of mine, relative or absolute), signature or settings; an unknown field is refused',
          body: Type.Object(
            {
              nickName: Type.Optional(Type.String({ maxLength: 64 })),
              avatarUrl: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
              signature: Type.Optional(Type.String({ maxLength: 140 })),
              settings: Type.Optional(Type.Partial(settingsSchema, { additionalProperties: false })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        await profile.updateProfile(currentUser(request).id, request.body);
        return ok(null);
      },
    );

    app.post(
      '/updatePassword',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Set a new password, proven by the current password or an SMS code; other logins end',
          body: Type.Object(
            { password: Type.String({ maxLength: 128 }), oldPassword: Type.Optional(Type.String({ maxLength: 128 })), smsCode: Type.Optional(Type.String({ maxLength: 12 })) },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const me = currentUser(request);
        await profile.changePassword(me.id, me.sessionId, request.body);
        return ok(null);
      },
    );

    app.post(
      '/bindPhone',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Bind (or change) my mobile number, proven by an SMS code sent to it',
          body: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 32 })), smsCode: Type.Optional(Type.String({ maxLength: 12 })) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const phone = normalizePhone(request.body.phone, config.phoneDefaultRegion);
        await profile.bindPhoneWithSmsCode(currentUser(request).id, phone, request.body.smsCode ?? '');
        return ok(null);
      },
    );

    app.post(
      '/miniPhone',
      { schema: { summary: "Bind my mobile number with the mini program's phone-number button", body: codeBody, response: { 200: envelopeOf(Type.Null()) } } },
      async (request) => {
        const mini = config.wechat.mini;
        if (!mini) throw new BusinessError('oneTapUnsupported');
        const phone = await app.wechat.phoneNumber(mini, request.body.code);
        await profile.bindPhone(currentUser(request).id, phone);
        return ok(null);
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          summary: 'Log out: this login ends at once (its tokens refused, its live sockets dropped); my other logins stay',
          body: Type.Optional(Type.Object({}, { additionalProperties: false })),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        await app.tokens.revokeSession(currentUser(request).sessionId);
        return ok(null);
      },
    );

    app.post(
      '/logoff',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Close my account, proven by my password or an SMS code: personal data anonymised, every login ended, ledger kept for audit',
          description:
            'Irreversible. The body carries exactly one proof: { password } (accounts that have one) or { smsCode }, a code just sent to ' +
            'the bound phone through POST /api/app/user/login/smsCode. A wrong proof is refused (1001) and counts as a failed login ' +
            'of the account; past the limit the answer is 1003. An account with neither password nor phone binds a phone first (1002).',
          body: Type.Union([
            Type.Object({ password: Type.String({ minLength: 1, maxLength: 128, description: 'My current password' }) }, { additionalProperties: false }),
            Type.Object({ smsCode: Type.String({ minLength: 1, maxLength: 12, description: 'The SMS code just sent to my bound phone' }) }, { additionalProperties: false }),
          ]),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        await profile.closeAccount(currentUser(request).id, request.body);
        return ok(null);
      },
    );
  },
});
