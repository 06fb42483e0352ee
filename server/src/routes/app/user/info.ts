// The logged-in player's own account: profile, password, phone binding, closing the account.
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { AuthError, BusinessError, ValidationError } from '../../../http/app-error';
import { currentUser } from '../../../plugins/app/auth';
import { maskPhone, normalizePhone } from '../../../accounts/phone-number';
import { MIN_PASSWORD_LENGTH } from '../../../accounts/account-service';
import { translate } from '../../../i18n/messages';

export const NICKNAME_MAX = 16;
const UPLOADED_IMAGE = /^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

const settingsSchema = Type.Object({
  orderReceiving: Type.Boolean({ description: 'Order-receiving mode open' }),
  messageNotification: Type.Boolean({ description: 'Message notifications open' }),
});
type Settings = Static<typeof settingsSchema>;
const DEFAULT_SETTINGS: Settings = { orderReceiving: false, messageNotification: true };

export const personSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
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

function readSettings(json: string | null): Settings {
  if (!json) return DEFAULT_SETTINGS;
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(json) as Partial<Settings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

const codeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });

export default defineRoutes({
  access: 'user',
  summary: 'My account',
  register(app) {
    const { config, db } = app;

    const loadUser = async (id: number) => {
      const user = await db.selectFrom('appUser').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
      if (!user) throw new AuthError('user gone');
      return user;
    };

    app.get('/person', { schema: { summary: 'My profile and balance', response: { 200: envelopeOf(personSchema) } } }, async (request) => {
      const user = await loadUser(currentUser(request).id);
      return ok({
        id: user.id,
        nickname: user.nickname,
        avatar: user.avatar,
        phone: maskPhone(user.phone, config.phoneDefaultRegion),
        signature: user.signature,
        totalClicks: user.totalClicks,
        likes: user.likes,
        follows: user.follows,
        fans: user.fans,
        currentBalance: user.balance,
        hasPassword: user.passwordHash !== null,
        settings: readSettings(user.settings),
      });
    });

    app.post(
      '/updatePerson',
      {
        schema: {
          summary: 'Change nickname, avatar (a URL from the upload endpoint), signature or settings',
          body: Type.Object(
            {
              nickname: Type.Optional(Type.String({ maxLength: 64 })),
              avatar: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
              signature: Type.Optional(Type.String({ maxLength: 140 })),
              settings: Type.Optional(Type.Partial(settingsSchema, { additionalProperties: false })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const user = await loadUser(currentUser(request).id);
        const { nickname, avatar, signature, settings } = request.body;
        const changes: Record<string, unknown> = {};
        if (nickname !== undefined) {
          const trimmed = nickname.trim();
          if (!trimmed || [...trimmed].length > NICKNAME_MAX) throw new ValidationError('nicknameInvalid');
          changes.nickname = trimmed;
        }
        if (avatar !== undefined && avatar !== user.avatar) {
          // Only images this server stored: no hot-linking, no javascript: URLs, no guessing other paths.
          if (avatar === null || !UPLOADED_IMAGE.test(avatar) || !fs.existsSync(path.join(config.dataDir, avatar))) throw new ValidationError('avatarInvalid');
          changes.avatar = avatar;
        }
        if (signature !== undefined) changes.signature = signature.trim() || null;
        if (settings !== undefined) changes.settings = JSON.stringify({ ...readSettings(user.settings), ...settings });
        if (Object.keys(changes).length > 0) {
          await db.updateTable('appUser').set({ ...changes, updatedAt: Date.now() }).where('id', '=', user.id).execute();
        }
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
        const user = await loadUser(me.id);
        const { password, oldPassword, smsCode } = request.body;
        if ([...password].length < MIN_PASSWORD_LENGTH) throw new ValidationError('passwordTooShort');
        if (oldPassword !== undefined && user.passwordHash) {
          await app.accounts.throttle.check(user.phone ?? `user:${user.id}`, request.ip);
          if (!(await app.accounts.service.verifyPassword(user.passwordHash, oldPassword))) {
            await app.accounts.throttle.recordFailure(user.phone ?? `user:${user.id}`, request.ip);
            throw new BusinessError('oldPasswordWrong');
          }
        } else if (smsCode !== undefined && user.phone) {
          await app.accounts.service.requireSmsCode(user.phone, smsCode);
        } else {
          throw new ValidationError('passwordChangeNeedsProof');
        }
        const passwordHash = await app.accounts.service.hashPassword(password);
        await db.updateTable('appUser').set({ passwordHash, updatedAt: Date.now() }).where('id', '=', user.id).execute();
        await app.tokens.revokeAllForUser(user.id, me.sessionId);
        return ok(null);
      },
    );

    const bindPhone = async (userId: number, phone: string) => {
      const owner = await db.selectFrom('appUser').select('id').where('phone', '=', phone).executeTakeFirst();
      if (owner && owner.id !== userId) throw new BusinessError('phoneBoundElsewhere');
      try {
        await db.updateTable('appUser').set({ phone, updatedAt: Date.now() }).where('id', '=', userId).execute();
      } catch {
        throw new BusinessError('phoneBoundElsewhere'); // lost a race for the same number
      }
    };

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
        await app.accounts.service.requireSmsCode(phone, request.body.smsCode ?? '');
        await bindPhone(currentUser(request).id, phone);
        return ok(null);
      },
    );

    app.post(
      '/miniPhone',
      { schema: { summary: "Bind my mobile number with the mini program's phone-number button", body: codeBody, response: { 200: envelopeOf(Type.Null()) } } },
      async (request) => {
        const mini = config.wechat.mini;
        if (!mini) throw new BusinessError('oneKeyUnsupported');
        const phone = await app.wechat.phoneNumber(mini, request.body.code);
        await bindPhone(currentUser(request).id, phone);
        return ok(null);
      },
    );

    app.post(
      '/logoff',
      {
        schema: {
          summary: 'Close my account: personal data anonymised, every login ended, ledger kept for audit',
          body: Type.Object({}, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const me = currentUser(request);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('appUser')
            .set({
              status: 0,
              phone: null,
              passwordHash: null,
              nickname: translate('closedAccount', 'en'),
              avatar: null,
              signature: null,
              settings: null,
              updatedAt: Date.now(),
            })
            .where('id', '=', me.id)
            .execute();
          await trx.deleteFrom('userWechat').where('userId', '=', me.id).execute();
          await trx.deleteFrom('userAddress').where('userId', '=', me.id).execute();
          await trx.updateTable('userSession').set({ revokedAt: Date.now() }).where('userId', '=', me.id).where('revokedAt', 'is', null).execute();
        });
        app.tokens.onRevoked({ userId: me.id });
        return ok(null);
      },
    );
  },
});
