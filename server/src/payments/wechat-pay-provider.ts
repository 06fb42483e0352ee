// WeChat Pay API v3 for recharges: JSAPI inside WeChat's browser, H5 in other phone browsers, its signed and encrypted
// notifications, and the order query, close and refund calls the order service needs.
//
// Built on wechatpay-axios-plugin (one of WeChat Pay's listed community SDKs) rather than on node:crypto alone: its
// Decorator signs every request with the merchant key and checks every answer's signature, serial and clock against the
// "WeChat Pay public key" (certs keyed by the public key id), and it takes any base URL, so the tests run it unchanged
// against a local fake; the notification check uses its Rsa, Formatter and Aes.AesGcm, so both directions share one code path.
import { Aes, Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { type KeyObject } from 'node:crypto';
import { type PaymentsConfig } from '../config';
import {
  NotificationRejected,
  ProviderError,
  type IncomingNotification,
  type NotificationAck,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderClientOptions,
  type ProviderOrderState,
  type RefundRequest,
} from './payment-provider';
import { beijingTime, isRecord, payerIp, readTransaction, truncateUtf8, UnreadableTransaction } from './wechat-pay-transaction';

export type WechatPayConfig = NonNullable<PaymentsConfig['wechatPay']>;

type V3Client = Decorator['v3'];
type V3Request = Parameters<V3Client['request']>[0];

/** How far a notification's timestamp may be from our clock: older ones are replays, as WeChat Pay's own SDKs judge. */
const NOTIFICATION_MAX_SKEW_SECONDS = 300;
/** WeChat Pay's limit on description, in UTF-8 bytes. */
const DESCRIPTION_MAX_BYTES = 127;
/** WeChat Pay's limit on a refund's reason, in characters. */
const REFUND_REASON_MAX_CHARS = 80;

function header(headers: IncomingNotification['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** WeChat Pay's refusal as it answered it: HTTP status, its error code and message. */
function describeAnswer(status: number, data: unknown): string {
  const code = isRecord(data) && typeof data.code === 'string' ? data.code : 'no error code';
  const message = isRecord(data) && typeof data.message === 'string' ? ` ${data.message}` : '';
  return `HTTP ${status} ${code}${message}`;
}

/** What went wrong in a call, from the SDK's axios error: WeChat Pay's answer when there was one, else the SDK's check or the network error. */
function describeFailure(error: unknown): string {
  if (!isRecord(error)) return String(error);
  const response = isRecord(error.response) ? error.response : undefined;
  // A failed signature check also carries the (unbelieved) answer: the SDK's code names the check that failed.
  if (response && typeof response.status === 'number' && !(typeof error.code === 'string' && error.code.startsWith('EV3_'))) {
    return describeAnswer(response.status, response.data);
  }
  return `${typeof error.code === 'string' ? `${error.code} ` : ''}${typeof error.message === 'string' ? error.message : 'request failed'}`;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  readonly real = true;
  private readonly client: V3Client;
  private readonly merchantKey: KeyObject;
  private readonly platformKey: KeyObject;
  private readonly now: () => number;

  constructor(
    private readonly config: WechatPayConfig,
    options: ProviderClientOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.merchantKey = Rsa.from(config.mchPrivateKey, Rsa.KEY_TYPE_PRIVATE);
    this.platformKey = Rsa.from(config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);
    this.client = new Decorator({
      baseURL: `${config.apiBase}/`,
      timeout: options.timeoutMs ?? 10_000,
      mchid: config.mchId,
      serial: config.mchSerial,
      privateKey: config.mchPrivateKey,
      certs: { [config.platformSerial]: this.platformKey },
    }).v3;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const order = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: truncateUtf8(request.description, DESCRIPTION_MAX_BYTES),
      out_trade_no: request.orderNo,
      time_expire: beijingTime(request.expiresAt),
      attach: request.attach,
      notify_url: request.notifyUrl,
      amount: { total: request.amount, currency: request.currency },
    };
    if (request.client.inWeChat) {
      if (!request.client.openId) throw new ProviderError(this.name, 'JSAPI needs the payer openid');
      const data = await this.call('JSAPI order', { method: 'post', url: 'v3/pay/transactions/jsapi', data: { ...order, payer: { openid: request.client.openId } } });
      const prepayId = isRecord(data) ? data.prepay_id : undefined;
      if (typeof prepayId !== 'string' || !prepayId) throw new ProviderError(this.name, 'the JSAPI order answer has no prepay_id');
      return { kind: 'jsapi', params: this.jsapiParams(prepayId) };
    }
    if (!this.config.h5) throw new ProviderError(this.name, 'H5 payment is not enabled for this merchant');
    const data = await this.call('H5 order', {
      method: 'post',
      url: 'v3/pay/transactions/h5',
      data: { ...order, scene_info: { payer_client_ip: payerIp(request.client.ip), h5_info: { type: 'Wap' } } },
    });
    const h5Url = isRecord(data) ? data.h5_url : undefined;
    if (typeof h5Url !== 'string' || !h5Url) throw new ProviderError(this.name, 'the H5 order answer has no h5_url');
    // WeChat Pay's cashier sends the payer back to redirect_url, appended to h5_url and URL-encoded as documented.
    return { kind: 'redirect', url: `${h5Url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
  }

  /** The parameters WeixinJSBridge's getBrandWCPayRequest takes, signed by the merchant key over appId, timeStamp, nonceStr and package. */
  private jsapiParams(prepayId: string): Extract<PaymentStart, { kind: 'jsapi' }>['params'] {
    const appId = this.config.appId;
    const timeStamp = String(Math.floor(this.now() / 1000));
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg), this.merchantKey);
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async parseNotification(notification: IncomingNotification): Promise<ProviderOrderState> {
    const timestamp = header(notification.headers, 'Wechatpay-Timestamp');
    const nonce = header(notification.headers, 'Wechatpay-Nonce');
    const signature = header(notification.headers, 'Wechatpay-Signature');
    const serial = header(notification.headers, 'Wechatpay-Serial');
    if (!timestamp || !nonce || !signature || !serial) throw new NotificationRejected('Wechatpay-Timestamp, -Nonce, -Signature or -Serial header missing');
    if (serial !== this.config.platformSerial) throw new NotificationRejected(`signed under an unknown key (Wechatpay-Serial ${serial})`);
    const seconds = Number(timestamp);
    if (!/^\d+$/.test(timestamp) || Math.abs(this.now() / 1000 - seconds) > NOTIFICATION_MAX_SKEW_SECONDS) {
      throw new NotificationRejected(`timestamp ${timestamp} is more than ${NOTIFICATION_MAX_SKEW_SECONDS} s away from now (a replay?)`);
    }
    let genuine: boolean;
    try {
      genuine = Rsa.verify(Formatter.response(timestamp, nonce, notification.rawBody), signature, this.platformKey);
    } catch {
      genuine = false;
    }
    // Only a body WeChat Pay signed is parsed and decrypted at all.
    if (!genuine) throw new NotificationRejected('the signature does not verify with the WeChat Pay public key');
    return this.readNotificationBody(notification.rawBody);
  }

  private readNotificationBody(rawBody: string): ProviderOrderState {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new NotificationRejected('the body is not JSON');
    }
    const resource = isRecord(body) ? body.resource : undefined;
    if (!isRecord(resource) || resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRejected('no AEAD_AES_256_GCM resource');
    // Refund and other notifications carry other resources; only payments (original_type transaction) are read here.
    if (resource.original_type !== 'transaction') throw new NotificationRejected(`not a payment notification (${String(resource.original_type)})`);
    const { ciphertext, nonce } = resource;
    const associatedData = resource.associated_data ?? '';
    if (typeof ciphertext !== 'string' || typeof nonce !== 'string' || typeof associatedData !== 'string') {
      throw new NotificationRejected('the resource lacks ciphertext or nonce');
    }
    let plaintext: string;
    try {
      plaintext = Aes.AesGcm.decrypt(ciphertext, this.config.apiV3Key, nonce, associatedData);
    } catch {
      throw new NotificationRejected('the resource does not decrypt with the APIv3 key');
    }
    try {
      return readTransaction(JSON.parse(plaintext), this.config);
    } catch (error) {
      throw new NotificationRejected(error instanceof UnreadableTransaction ? error.message : 'the decrypted resource is not JSON');
    }
  }

  notificationAck(accepted: boolean): NotificationAck {
    // WeChat Pay takes 200/204 as received; any 4xx/5xx with code FAIL makes it deliver again later.
    return accepted
      ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'notification not accepted' }) };
  }

  async queryOrder(orderNo: string): Promise<ProviderOrderState | null> {
    const { status, data } = await this.exchange('order query', {
      method: 'get',
      url: `v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`,
      params: { mchid: this.config.mchId },
      // The 404 goes through the answer's signature check too: an unsigned "no such order" is not believed.
      validateStatus: (code) => (code >= 200 && code < 300) || code === 404,
    });
    if (status === 404) {
      if (isRecord(data) && data.code === 'ORDER_NOT_EXIST') return null;
      throw new ProviderError(this.name, `order query: ${describeAnswer(status, data)}`);
    }
    let state: ProviderOrderState;
    try {
      state = readTransaction(data, this.config);
    } catch (error) {
      throw new ProviderError(this.name, `order query: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    if (state.orderNo !== orderNo) throw new ProviderError(this.name, `order query for ${orderNo} answered about ${state.orderNo}`);
    return state;
  }

  async closeOrder(orderNo: string): Promise<void> {
    const { status, data } = await this.exchange('order close', {
      method: 'post',
      url: `v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
      data: { mchid: this.config.mchId },
      validateStatus: (code) => (code >= 200 && code < 300) || code === 400,
    });
    // Already closed is what the caller wants; any other refusal (ORDERPAID above all) leaves the order to a query.
    if (status === 400 && !(isRecord(data) && data.code === 'ORDER_CLOSED')) {
      throw new ProviderError(this.name, `order close: ${describeAnswer(status, data)}`);
    }
  }

  async refund(request: RefundRequest): Promise<{ status: 'success' | 'processing' }> {
    const data = await this.call('refund', {
      method: 'post',
      url: 'v3/refund/domestic/refunds',
      data: {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: Array.from(request.reason).slice(0, REFUND_REASON_MAX_CHARS).join(''),
        amount: { refund: request.amount, total: request.total, currency: 'CNY' },
      },
    });
    const status = isRecord(data) ? data.status : undefined;
    if (status === 'SUCCESS') return { status: 'success' };
    if (status === 'PROCESSING') return { status: 'processing' };
    throw new ProviderError(this.name, `refund ${request.refundNo} answered status ${String(status)}`);
  }

  /** A call whose answer must be a 2xx; its body. */
  private async call(what: string, request: V3Request): Promise<unknown> {
    return (await this.exchange(what, request)).data;
  }

  /** One signed request; the SDK has verified the answer's signature once this returns. Every failure becomes a ProviderError. */
  private async exchange(what: string, request: V3Request): Promise<{ status: number; data: unknown }> {
    try {
      const response = await this.client.request<unknown>(request);
      return { status: response.status, data: response.data };
    } catch (error) {
      throw new ProviderError(this.name, `${what}: ${describeFailure(error)}`, error);
    }
  }
}
