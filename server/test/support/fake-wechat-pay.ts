// A local fake of WeChat Pay API v3 (node:http on 127.0.0.1, in the test process), written against the documentation with
// node:crypto alone so that it checks the provider independently of the SDK the provider uses: it verifies every request's
// Authorization against the merchant's PUBLIC key, keeps orders, signs every answer with its own platform key, and makes
// signed, encrypted notifications that a test may tamper with.
import http from 'node:http';
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { type WechatPayConfig } from '../../src/payments/wechat-pay-provider';

export type FakeTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR' | 'USERPAYING' | 'REVOKED';

export interface FakeOrder {
  tradeType: 'JSAPI' | 'MWEB';
  body: Record<string, unknown>;
  tradeState: FakeTradeState;
  transactionId: string | null;
  successTime: string | null;
  refunded: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: string;
  /** Whether its Authorization verified (false: it was answered 401 SIGN_ERROR). */
  signed: boolean;
}

export interface FakeNotification {
  /** The notify_url the order was created with. */
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

export interface FakeWechatPay {
  /** A provider configuration pointing at the fake, with the merchant key pair the fake knows the public half of. */
  config: WechatPayConfig;
  /** The same as WECHATPAY_* variables for startTestApp. */
  env: Record<string, string>;
  orders: Map<string, FakeOrder>;
  requests: FakeRequest[];
  /** Sign answers with a key the merchant does not trust (an answer that is not WeChat Pay's). */
  forgeAnswers: boolean;
  /** What the next refunds answer. */
  refundStatus: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL';
  /** The payer pays (SUCCESS with a transaction id and success_time) or the order is closed at WeChat Pay. */
  settle(orderNo: string, state: 'SUCCESS' | 'CLOSED' | 'PAYERROR'): void;
  /** WeChat Pay's notification of the order's current state, signed and encrypted; the overrides make bad ones. */
  notification(orderNo: string, overrides?: { apiV3Key?: string; serial?: string; timestamp?: number; signWith?: KeyObject }): FakeNotification;
  close(): Promise<void>;
}

const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048 ';

function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ type, format: 'pem' }).toString();
}

function signText(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function beijingNow(): string {
  return `${new Date(Math.floor(Date.now() / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The key="value" pairs of a WECHATPAY2-SHA256-RSA2048 Authorization header. */
function parseAuthorization(value: string | undefined): Record<string, string> | null {
  if (!value?.startsWith(AUTH_SCHEME)) return null;
  const fields: Record<string, string> = {};
  for (const match of value.slice(AUTH_SCHEME.length).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const mchId = '1900000109';
  const appId = 'wxd678efh567hg6787';
  const mchSerial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const platformSerial = 'PUB_KEY_ID_0119000000002025010100000000000001';
  const apiV3Key = randomBytes(16).toString('hex');
  const orders = new Map<string, FakeOrder>();
  const requests: FakeRequest[] = [];

  const transaction = (orderNo: string, order: FakeOrder) => ({
    appid: order.body.appid,
    mchid: mchId,
    out_trade_no: orderNo,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    trade_type: order.tradeType,
    trade_state: order.tradeState,
    trade_state_desc: order.tradeState,
    ...(order.successTime ? { success_time: order.successTime, bank_type: 'OTHERS' } : {}),
    attach: order.body.attach,
    ...(order.tradeType === 'JSAPI' ? { payer: { openid: (order.body.payer as { openid: string }).openid } } : {}),
    amount: { total: (order.body.amount as { total: number }).total, currency: 'CNY', payer_total: (order.body.amount as { total: number }).total, payer_currency: 'CNY' },
  });

  const fake: FakeWechatPay = {
    config: { apiBase: '', mchId, appId, mchSerial, mchPrivateKey: pem(merchant.privateKey, 'pkcs8'), platformPublicKey: pem(platform.publicKey, 'spki'), platformSerial, apiV3Key, h5: true },
    env: {},
    orders,
    requests,
    forgeAnswers: false,
    refundStatus: 'SUCCESS',
    settle(orderNo, state) {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`the fake has no order ${orderNo}`);
      order.tradeState = state;
      if (state === 'SUCCESS') {
        order.transactionId = `4200${Date.now()}${randomBytes(4).readUInt32BE() % 10_000}`;
        order.successTime = beijingNow();
      }
    },
    notification(orderNo, overrides = {}) {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`the fake has no order ${orderNo}`);
      const resourceNonce = randomBytes(6).toString('hex');
      const associatedData = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(overrides.apiV3Key ?? apiV3Key), resourceNonce).setAAD(Buffer.from(associatedData));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction(orderNo, order)), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
      const success = order.tradeState === 'SUCCESS';
      const rawBody = JSON.stringify({
        id: randomBytes(18).toString('hex'),
        create_time: beijingNow(),
        resource_type: 'encrypt-resource',
        event_type: success ? 'TRANSACTION.SUCCESS' : `TRANSACTION.${order.tradeState}`,
        summary: success ? '支付成功' : order.tradeState,
        resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce: resourceNonce },
      });
      const timestamp = String(overrides.timestamp ?? Math.floor(Date.now() / 1000));
      const headerNonce = nonce();
      return {
        url: order.body.notify_url as string,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': headerNonce,
          'wechatpay-serial': overrides.serial ?? platformSerial,
          'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
          'wechatpay-signature': signText(`${timestamp}\n${headerNonce}\n${rawBody}\n`, overrides.signWith ?? platform.privateKey),
        },
        rawBody,
      };
    },
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };

  /** Answers the way WeChat Pay does: JSON (or nothing, for 204), signed with the platform key over timestamp, nonce and body. */
  const answer = (res: http.ServerResponse, status: number, body?: object, signed = true) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answerNonce = nonce();
    res.statusCode = status;
    res.setHeader('request-id', randomBytes(8).toString('hex'));
    if (text) res.setHeader('content-type', 'application/json');
    if (signed) {
      res.setHeader('wechatpay-timestamp', timestamp);
      res.setHeader('wechatpay-nonce', answerNonce);
      res.setHeader('wechatpay-serial', platformSerial);
      res.setHeader('wechatpay-signature', signText(`${timestamp}\n${answerNonce}\n${text}\n`, fake.forgeAnswers ? stranger.privateKey : platform.privateKey));
    }
    res.end(text);
  };

  const verifyRequest = (req: http.IncomingMessage, body: string): string | null => {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth) return 'no WECHATPAY2-SHA256-RSA2048 Authorization';
    if (auth.mchid !== mchId) return 'mchid does not match';
    if (auth.serial_no !== mchSerial) return 'serial_no is not the merchant certificate';
    if (!auth.timestamp || Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return 'timestamp too far from now';
    const message = `${req.method}\n${req.url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    const valid = Boolean(auth.signature) && createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, auth.signature!, 'base64');
    return valid ? null : 'signature does not verify with the merchant public key';
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse, raw: string) => {
    const refusal = verifyRequest(req, raw);
    const url = new URL(req.url!, 'http://fake');
    requests.push({ method: req.method!, path: url.pathname + url.search, body: raw, signed: refusal === null });
    // WeChat Pay does not sign the answer to a request whose own signature failed.
    if (refusal) return answer(res, 401, { code: 'SIGN_ERROR', message: refusal }, false);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;

    const create = url.pathname.match(/^\/v3\/pay\/transactions\/(jsapi|h5)$/);
    if (create && req.method === 'POST') {
      const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
      const jsapi = create[1] === 'jsapi';
      const problems = [
        body.appid !== appId && 'appid',
        body.mchid !== mchId && 'mchid',
        (typeof body.description !== 'string' || Buffer.byteLength(body.description) > 127) && 'description',
        (typeof body.out_trade_no !== 'string' || !/^[\w*-]{6,32}$/.test(body.out_trade_no)) && 'out_trade_no',
        (typeof body.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(body.time_expire)) && 'time_expire',
        (typeof body.notify_url !== 'string' || !/^https?:\/\//.test(body.notify_url)) && 'notify_url',
        (!amount || !Number.isSafeInteger(amount.total) || (amount.total as number) <= 0 || amount.currency !== 'CNY') && 'amount',
        jsapi && typeof (body.payer as { openid?: unknown } | undefined)?.openid !== 'string' && 'payer.openid',
        !jsapi && (body.scene_info as { h5_info?: { type?: unknown } } | undefined)?.h5_info?.type !== 'Wap' && 'scene_info',
      ].filter(Boolean);
      if (problems.length > 0) return answer(res, 400, { code: 'PARAM_ERROR', message: `bad ${problems.join(', ')}` });
      const orderNo = body.out_trade_no as string;
      const existing = orders.get(orderNo);
      if (existing && existing.tradeState === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: '该订单已支付' });
      if (existing && existing.tradeState === 'CLOSED') return answer(res, 400, { code: 'ORDER_CLOSED', message: '当前订单已关闭' });
      orders.set(orderNo, { tradeType: jsapi ? 'JSAPI' : 'MWEB', body, tradeState: 'NOTPAY', transactionId: null, successTime: null, refunded: 0 });
      const prepayId = `wx${Date.now()}${randomBytes(6).toString('hex')}`;
      return jsapi
        ? answer(res, 200, { prepay_id: prepayId })
        : answer(res, 200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(4).readUInt32BE()}` });
    }

    const byOrderNo = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/);
    if (byOrderNo) {
      const orderNo = decodeURIComponent(byOrderNo[1]!);
      const order = orders.get(orderNo);
      if (byOrderNo[2] && req.method === 'POST') {
        if (body.mchid !== mchId) return answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        if (order?.tradeState === 'SUCCESS' || order?.tradeState === 'REFUND') return answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
        if (order?.tradeState === 'CLOSED') return answer(res, 400, { code: 'ORDER_CLOSED', message: '订单已关闭' });
        if (order) order.tradeState = 'CLOSED';
        return answer(res, 204);
      }
      if (!byOrderNo[2] && req.method === 'GET') {
        if (url.searchParams.get('mchid') !== mchId) return answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        return order ? answer(res, 200, transaction(orderNo, order)) : answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      }
    }

    if (url.pathname === '/v3/refund/domestic/refunds' && req.method === 'POST') {
      const order = orders.get(body.out_trade_no as string);
      const amount = body.amount as { refund: number; total: number; currency: string };
      if (!order) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (order.tradeState !== 'SUCCESS' && order.tradeState !== 'REFUND') return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      const total = (order.body.amount as { total: number }).total;
      if (amount.total !== total || amount.refund <= 0 || order.refunded + amount.refund > total) return answer(res, 400, { code: 'PARAM_ERROR', message: 'refund amount' });
      order.refunded += amount.refund;
      order.tradeState = 'REFUND';
      return answer(res, 200, {
        refund_id: `5030${Date.now()}`,
        out_refund_no: body.out_refund_no,
        transaction_id: order.transactionId,
        out_trade_no: body.out_trade_no,
        channel: 'ORIGINAL',
        status: fake.refundStatus,
        create_time: beijingNow(),
        amount: { total, refund: amount.refund, payer_total: total, payer_refund: amount.refund, currency: 'CNY' },
      });
    }
    return answer(res, 404, { code: 'NOT_FOUND', message: `${req.method} ${url.pathname}` });
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.config.apiBase = `http://127.0.0.1:${port}`;
  fake.env = {
    WECHATPAY_API_BASE: fake.config.apiBase,
    WECHATPAY_MCH_ID: mchId,
    WECHATPAY_APP_ID: appId,
    WECHATPAY_MCH_SERIAL: mchSerial,
    WECHATPAY_MCH_PRIVATE_KEY: fake.config.mchPrivateKey,
    WECHATPAY_PLATFORM_PUBLIC_KEY: fake.config.platformPublicKey,
    WECHATPAY_PLATFORM_SERIAL: platformSerial,
    WECHATPAY_APIV3_KEY: apiV3Key,
  };
  return fake;
}
