// The WeChat login actions of app/user/login; without WeChat credentials configured they answer the spec's messages.
import { Type } from '@sinclair/typebox';
import { BusinessError } from '../http/app-error';
import { type RouteApp } from '../http/define-routes';
import { envelopeOf, ok } from '../http/envelope';
import { tokenPairSchema } from '../http/token-schema';
import { type WechatCredentials } from './wechat-client';

const codeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });

export function registerWechatLogins(app: RouteApp): void {
  const { config } = app;
  const wechat = app.wechat;
  const response = { 200: envelopeOf(tokenPairSchema) };
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  /** Finds the player behind a WeChat identity, creating one on first login. */
  const playerFor = async (appName: string, openid: string, unionid: string | null, profile: { nickname?: string; avatar?: string }) => {
    if (!openid) throw new BusinessError('loginAuthorizationFailed');
    return app.accounts.service.playerForWechat({ app: appName, openid, unionid }, profile);
  };

  const need = (credentials: WechatCredentials | undefined, message: 'openInWechat' | 'oneTapUnsupported'): WechatCredentials => {
    if (!credentials) throw new BusinessError(message);
    return credentials;
  };

  /** OAuth code → access token → profile → player: the same for the official account and the mobile app. */
  const oauthLogin = async (credentials: WechatCredentials, appName: string, loginType: string, code: string) => {
    const token = await wechat.oauthToken(credentials, code);
    const profile = await wechat.userInfo(token.accessToken, token.openid);
    const player = await playerFor(appName, token.openid, token.unionid, profile);
    return app.tokens.issue(player.id, loginType, player.credentialsVersion);
  };

  app.post('/mp', { config: limit, schema: { summary: 'Log in inside the WeChat browser (official account OAuth code)', body: codeBody, response } }, async (request) =>
    ok(await oauthLogin(need(config.wechat.mp, 'openInWechat'), 'mp', 'wxMp', request.body.code)),
  );

  app.post('/wxApp', { config: limit, schema: { summary: 'Log in from the mobile app through WeChat (OAuth code)', body: codeBody, response } }, async (request) =>
    ok(await oauthLogin(need(config.wechat.app, 'openInWechat'), 'app', 'wxApp', request.body.code)),
  );

  app.post('/mini', { config: limit, schema: { summary: 'Log in from the WeChat mini program (js code)', body: codeBody, response } }, async (request) => {
    const mini = need(config.wechat.mini, 'openInWechat');
    const session = await wechat.codeToSession(mini, request.body.code);
    const player = await playerFor('mini', session.openid, session.unionid, {});
    return ok(await app.tokens.issue(player.id, 'mini', player.credentialsVersion));
  });

  app.post('/miniPhone', { config: limit, schema: { summary: "Log in with the mini program's phone-number button", body: codeBody, response } }, async (request) => {
    const mini = need(config.wechat.mini, 'oneTapUnsupported');
    const phone = await wechat.phoneNumber(mini, request.body.code);
    // Two first logins of one new number racing: one creates the player, the other finds it.
    const player = await app.accounts.service.playerForPhone(phone);
    return ok(await app.tokens.issue(player.id, 'miniPhone', player.credentialsVersion));
  });

  app.post(
    '/uniPhone',
    {
      config: limit,
      schema: {
        summary: 'One-tap login through the carrier (needs the app shell; not available in a browser)',
        body: Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 512 })), openid: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false }),
        response,
      },
    },
    async () => {
      // Carrier one-tap login needs the native app shell and its verification service; a browser never has them.
      throw new BusinessError('oneTapUnsupported');
    },
  );
}
