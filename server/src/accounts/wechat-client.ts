// Calls WeChat's documented server APIs (OAuth, mini-program sessions and phone numbers, JS-SDK tickets) at a configured base URL.
import { BusinessError } from '../http/app-error';

export interface WechatCredentials {
  appId: string;
  secret: string;
}

type WechatReply = { errcode?: number; errmsg?: string } & Record<string, unknown>;

export class WechatClient {
  /** Server-to-server access tokens live ~2 h; one per app id is reused until shortly before it expires. */
  private readonly appTokens = new Map<string, { token: string; until: number }>();
  private readonly tickets = new Map<string, { ticket: string; until: number }>();

  constructor(
    private readonly apiBase: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async call(path: string, query: Record<string, string>, body?: unknown): Promise<WechatReply> {
    const url = `${this.apiBase}${path}?${new URLSearchParams(query)}`;
    let reply: WechatReply;
    try {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      reply = (await response.json()) as WechatReply;
    } catch {
      throw new BusinessError('loginAuthorizationFailed');
    }
    if (reply.errcode && reply.errcode !== 0) throw new BusinessError('loginAuthorizationFailed');
    return reply;
  }

  /** Official-account web login and app login: code → access token and openid. */
  async oauthToken(app: WechatCredentials, code: string) {
    const reply = await this.call('/sns/oauth2/access_token', { appid: app.appId, secret: app.secret, code, grant_type: 'authorization_code' });
    return { accessToken: String(reply.access_token ?? ''), openid: String(reply.openid ?? ''), unionid: reply.unionid ? String(reply.unionid) : null };
  }

  async userInfo(accessToken: string, openid: string) {
    const reply = await this.call('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
    return { nickname: typeof reply.nickname === 'string' ? reply.nickname : undefined, avatar: typeof reply.headimgurl === 'string' ? reply.headimgurl : undefined };
  }

  /** Mini-program login: js code → openid. */
  async codeToSession(app: WechatCredentials, jsCode: string) {
    const reply = await this.call('/sns/jscode2session', { appid: app.appId, secret: app.secret, js_code: jsCode, grant_type: 'authorization_code' });
    return { openid: String(reply.openid ?? ''), unionid: reply.unionid ? String(reply.unionid) : null };
  }

  /**
   * The app's server access token, from the stable-token API: every server process asking gets the same token for its
   * lifetime, where /cgi-bin/token would hand each process a new one and void the others' (several processes behind
   * the proxy would keep voiding each other's tokens).
   */
  private async appToken(app: WechatCredentials): Promise<string> {
    const cached = this.appTokens.get(app.appId);
    if (cached && cached.until > this.now()) return cached.token;
    const reply = await this.call('/cgi-bin/stable_token', {}, { grant_type: 'client_credential', appid: app.appId, secret: app.secret, force_refresh: false });
    const token = String(reply.access_token ?? '');
    this.appTokens.set(app.appId, { token, until: this.now() + (Number(reply.expires_in ?? 7200) - 300) * 1000 });
    return token;
  }

  /** Mini-program phone number button: code → the player's phone in E.164. */
  async phoneNumber(app: WechatCredentials, code: string): Promise<string> {
    const reply = await this.call('/wxa/business/getuserphonenumber', { access_token: await this.appToken(app) }, { code });
    const info = reply.phone_info as { purePhoneNumber?: string; countryCode?: string } | undefined;
    if (!info?.purePhoneNumber) throw new BusinessError('loginAuthorizationFailed');
    return `+${info.countryCode ?? '86'}${info.purePhoneNumber}`;
  }

  /** JS-SDK ticket for the official account's web pages. */
  async jsapiTicket(app: WechatCredentials): Promise<string> {
    const cached = this.tickets.get(app.appId);
    if (cached && cached.until > this.now()) return cached.ticket;
    const reply = await this.call('/cgi-bin/ticket/getticket', { access_token: await this.appToken(app), type: 'jsapi' });
    const ticket = String(reply.ticket ?? '');
    this.tickets.set(app.appId, { ticket, until: this.now() + (Number(reply.expires_in ?? 7200) - 300) * 1000 });
    return ticket;
  }
}
