// Alipay mobile web pay (alipay.trade.wap.pay) as a payment provider: signed pay URLs, notifications, query, close, refund.
// Built on alipay-sdk, Alipay's own Node SDK: it signs requests (RSA2) exactly as the gateway checks them and verifies the
// signature of the gateway's answers, so that cryptography is not rewritten here. Where it points is `config.gateway`
// (ALIPAY_GATEWAY): the tests aim it at a local fake of the gateway (test/support/fake-alipay.ts) that holds its own keys.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
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
import { centsToYuan, chinaDateTime, parseChinaDateTime, yuanToCents } from './alipay-wire-format';

export type AlipayConfig = NonNullable<PaymentsConfig['alipay']>;

/** Alipay's answer code for a call it carried out; anything else comes with a sub_code saying why not. */
const SUCCESS = '10000';
/** The gateway has no trade under that out_trade_no: Alipay creates it only once the payer opens the cashier. */
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

const TRADE_STATES: Record<string, ProviderOrderState['status']> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  // Paid, and past the refund period: the money stays taken.
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/** Alipay refuses these in a subject ("no special characters such as / = &"); its limit is 256 characters. */
const SUBJECT_FORBIDDEN = /[/=&]/g;

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly real = true;
  private readonly sdk: AlipaySdk;
  private readonly now: () => number;

  constructor(
    private readonly config: AlipayConfig,
    options: ProviderClientOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sdk = new AlipaySdk({
      appId: config.appId,
      // The SDK rebuilds PEM text from the key's base64 lines under a header it picks from keyType, so it is handed the
      // one shape it reads right whatever the operator's file holds (PKCS#1 or PKCS#8 private key; SPKI or PKCS#1 public key).
      privateKey: rsaKey(createPrivateKey(config.appPrivateKey), 'ALIPAY_APP_PRIVATE_KEY').export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyType: 'PKCS8',
      alipayPublicKey: rsaKey(createPublicKey(config.alipayPublicKey), 'ALIPAY_PUBLIC_KEY').export({ type: 'spki', format: 'pem' }).toString(),
      gateway: config.gateway,
      signType: 'RSA2',
      timeout: options.timeoutMs ?? 10_000,
      // Keep Alipay's own field names (out_trade_no, trade_status), as its documentation and notifications spell them.
      camelcase: false,
    });
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      timestamp: this.timestamp(),
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      bizContent: {
        out_trade_no: request.orderNo,
        total_amount: centsToYuan(request.amount),
        subject: request.description.replace(SUBJECT_FORBIDDEN, ' ').slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        // Alipay refuses payment after this; the order expires at the same moment on our side.
        time_expire: chinaDateTime(request.expiresAt),
        // Alipay wants it URL-encoded and echoes it back as sent.
        passback_params: encodeURIComponent(request.attach),
        quit_url: request.returnUrl,
      },
    });
    return { kind: 'redirect', url };
  }

  async parseNotification({ rawBody }: IncomingNotification): Promise<ProviderOrderState> {
    const fields = formFields(rawBody);
    if (fields.sign_type !== 'RSA2' || !fields.sign) throw new NotificationRejected('not signed with RSA2');
    if (!this.verifies(notificationSignContent(fields), fields.sign)) throw new NotificationRejected('signature does not verify');
    if (fields.app_id !== this.config.appId) throw new NotificationRejected(`app_id ${fields.app_id ?? '(none)'} is not ours`);
    if (fields.notify_type !== 'trade_status_sync') throw new NotificationRejected(`notify_type ${fields.notify_type ?? '(none)'} is not about a payment`);
    const state = tradeState(fields, (reason) => new NotificationRejected(reason));
    let attach: string | null = null;
    if (fields.passback_params !== undefined) {
      try {
        attach = decodeURIComponent(fields.passback_params);
      } catch {
        throw new NotificationRejected('passback_params is not URL-encoded');
      }
    }
    return { ...state, attach };
  }

  notificationAck(accepted: boolean): NotificationAck {
    // Alipay stops retrying only on the exact body "success"; anything else is delivered again later.
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
  }

  async queryOrder(orderNo: string): Promise<ProviderOrderState | null> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: orderNo });
    if (answer.sub_code === TRADE_NOT_EXIST) return null;
    this.requireSuccess('alipay.trade.query', answer);
    const fields = stringFields(answer);
    if (fields.out_trade_no !== orderNo) throw new ProviderError('alipay', `trade.query answered about ${fields.out_trade_no ?? '(none)'}, not ${orderNo}`);
    // The query has no gmt_payment; send_pay_date is when Alipay moved the money for a paid trade.
    const state = tradeState({ ...fields, gmt_payment: fields.send_pay_date }, (reason) => new ProviderError('alipay', `trade.query: ${reason}`));
    return { ...state, attach: null };
  }

  async closeOrder(orderNo: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: orderNo });
    // Never opened by the payer: Alipay has no trade yet, and time_expire stops one being paid after the order expires.
    if (answer.code === SUCCESS || answer.sub_code === TRADE_NOT_EXIST) return;
    if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
      // Already closed is what we wanted; already paid must not pass for closed (its notification will credit the order).
      const state = await this.queryOrder(orderNo);
      if (state === null || state.status === 'closed') return;
      throw new ProviderError('alipay', `trade.close: the trade is ${state.status} at Alipay`);
    }
    this.requireSuccess('alipay.trade.close', answer);
  }

  async refund(request: RefundRequest): Promise<{ status: 'success' | 'processing' }> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: request.orderNo,
      refund_amount: centsToYuan(request.amount),
      // Alipay refunds once per out_request_no: a retry of the same refund does not pay out twice.
      out_request_no: request.refundNo,
      refund_reason: request.reason,
    });
    this.requireSuccess('alipay.trade.refund', answer);
    // fund_change N: no money moved by this call (a repeat of a refund already made, or not settled yet); ask again later.
    return { status: answer.fund_change === 'Y' ? 'success' : 'processing' };
  }

  /** One gateway call; the SDK signs it and checks the answer's signature. Network, HTTP and signature failures become ProviderError. */
  private async call(method: string, bizContent: Record<string, string>): Promise<AlipaySdkCommonResult> {
    try {
      return await this.sdk.exec(method, { timestamp: this.timestamp(), bizContent }, { validateSign: true });
    } catch (error) {
      throw new ProviderError('alipay', `${method} failed: ${error instanceof Error ? error.message : String(error)}`, error);
    }
  }

  private requireSuccess(method: string, answer: AlipaySdkCommonResult): void {
    if (answer.code !== SUCCESS) throw new ProviderError('alipay', `${method} refused: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`.trim());
  }

  /** Alipay reads timestamps as China time; the SDK would stamp the server's local time, which is UTC in our containers. */
  private timestamp(): string {
    return chinaDateTime(this.now());
  }

  private verifies(content: string, signature: string): boolean {
    try {
      return this.sdk.rsaCheck(content, signature, 'RSA2');
    } catch {
      return false;
    }
  }
}

function rsaKey(key: KeyObject, variable: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${variable} must be an RSA key (Alipay signs with RSA2)`);
  return key;
}

/** A form body as fields; a field given twice is refused, so the signed value and the read value cannot differ. */
function formFields(rawBody: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(fields, key)) throw new NotificationRejected(`field ${key} given twice`);
    fields[key] = value;
  }
  return fields;
}

/** What Alipay signs in a notification: every non-empty field but sign and sign_type, decoded, sorted by name, as k=v joined by &. */
function notificationSignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** The string-valued fields of a gateway answer (Alipay sends amounts and times as strings). */
function stringFields(answer: AlipaySdkCommonResult): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(answer)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The order's state from a trade's fields, shared by notifications and queries; `fail` builds the error for a malformed trade. */
function tradeState(fields: Record<string, string | undefined>, fail: (reason: string) => Error): Omit<ProviderOrderState, 'attach'> {
  const orderNo = fields.out_trade_no;
  if (!orderNo) throw fail('out_trade_no missing');
  const tradeStatus = fields.trade_status ?? '';
  let status = Object.hasOwn(TRADE_STATES, tradeStatus) ? TRADE_STATES[tradeStatus] : undefined;
  if (!status) throw fail(`unknown trade_status ${tradeStatus || '(none)'}`);
  const amount = yuanToCents(fields.total_amount ?? '');
  if (amount === null) throw fail(`total_amount ${fields.total_amount ?? '(none)'} is not an amount`);
  // A full refund closes the trade: Alipay says so with the refunded total (notification) or the payment time it keeps (query).
  if (status === 'closed' && (fields.refund_fee !== undefined || fields.gmt_payment !== undefined)) status = 'refunded';
  if (fields.refund_fee !== undefined && yuanToCents(fields.refund_fee) === null) throw fail(`refund_fee ${fields.refund_fee} is not an amount`);
  let paidAt: number | null = null;
  if (fields.gmt_payment !== undefined) {
    paidAt = parseChinaDateTime(fields.gmt_payment);
    if (paidAt === null) throw fail(`gmt_payment ${fields.gmt_payment} is not a time`);
  }
  return {
    orderNo,
    providerTradeNo: fields.trade_no || null,
    status,
    amount,
    // Alipay's domestic trades are in yuan and say no currency; trans_currency appears only on cross-border ones.
    currency: fields.trans_currency ?? 'CNY',
    paidAt: status === 'paid' ? paidAt : null,
  };
}
