// The sandbox payment provider, the default for both methods: it keeps its payments in sandbox_payment, sends the payer
// to its own cashier page (sandbox-gateway, routes/app/pay/sandbox) and signs its notifications like a real provider.
import crypto from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import {
  ProviderError,
  type IncomingNotification,
  type NotificationAck,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderOrderState,
  type RefundRequest,
} from './payment-provider';
import { SandboxGateway, type SandboxGatewayOptions, type SandboxPayment } from './sandbox-gateway';
import { verifySandboxNotification } from './sandbox-notification';

const SANDBOX_CHECKOUT_PATH = '/api/app/pay/sandbox/checkout';

/** The sandbox_payment columns' sizes (migration 0013). */
const MAX_DESCRIPTION = 128;
const MAX_ATTACH = 64;
const MAX_URL = 512;

/** The provider and its gateway share one store, secret, delivery and clock: the provider hands its options on whole. */
export type SandboxProviderOptions = SandboxGatewayOptions;

/** The cashier page of one payment, in the payer's language. */
function sandboxCheckoutUrl(tradeNo: string, language: string): string {
  return `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ tradeNo, lang: language }).toString()}`;
}

/** Where the page may send the payer back to: a path on this origin, or an http(s) address; never javascript: and the like. */
export function isSafeReturnUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const QUERY_STATUS: Record<SandboxPayment['status'], ProviderOrderState['status']> = {
  open: 'pending',
  paid: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
  closed: 'closed',
  refunded: 'refunded',
};

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly real = false;
  /** The payer's side: the cashier page's decisions and the notifications they send. */
  readonly gateway: SandboxGateway;
  private readonly db: Kysely<Database>;
  private readonly secret: string;
  private readonly now: () => number;

  constructor(options: SandboxProviderOptions) {
    this.db = options.db;
    this.secret = options.secret;
    this.now = options.now ?? Date.now;
    this.gateway = new SandboxGateway(options);
  }

  /**
   * Opens a payment for the order, or finds the one already opened for it (paying again goes back to the same
   * payment, as a real provider answers the same order number with the same prepay).
   */
  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new ProviderError('sandbox', `amount must be a positive number of cents, not ${request.amount}`);
    if (request.attach.length > MAX_ATTACH) throw new ProviderError('sandbox', `attach longer than ${MAX_ATTACH} characters`);
    for (const [name, url] of [['returnUrl', request.returnUrl], ['notifyUrl', request.notifyUrl]] as const) {
      if (url.length > MAX_URL) throw new ProviderError('sandbox', `${name} longer than ${MAX_URL} characters`);
    }
    if (!isSafeReturnUrl(request.returnUrl)) throw new ProviderError('sandbox', 'returnUrl must be a path on this site or an http(s) address');

    const description = [...request.description].slice(0, MAX_DESCRIPTION).join('');
    await this.db
      .insertInto('sandboxPayment')
      .values({
        tradeNo: `SBX${crypto.randomBytes(12).toString('hex').toUpperCase()}`,
        orderNo: request.orderNo,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        description,
        attach: request.attach,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        status: 'open',
        language: request.client.language,
        createdAt: this.now(),
        expiresAt: request.expiresAt,
      })
      .onConflict((oc) => oc.column('orderNo').doNothing())
      .execute();
    const payment = await this.byOrder(request.orderNo);
    if (!payment) throw new ProviderError('sandbox', `payment for ${request.orderNo} neither created nor found`);
    if (payment.amount !== request.amount || payment.currency !== request.currency || payment.attach !== request.attach) {
      throw new ProviderError('sandbox', `${request.orderNo} was opened before with another amount, currency or payer`);
    }
    return { kind: 'redirect', url: sandboxCheckoutUrl(payment.tradeNo, request.client.language) };
  }

  async parseNotification(notification: IncomingNotification): Promise<ProviderOrderState> {
    const body = verifySandboxNotification(this.secret, notification, this.now());
    return {
      orderNo: body.orderNo,
      providerTradeNo: body.tradeNo,
      status: body.status,
      amount: body.amount,
      currency: body.currency,
      attach: body.attach,
      paidAt: body.paidAt,
    };
  }

  notificationAck(accepted: boolean): NotificationAck {
    return accepted
      ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'notification refused' }) };
  }

  async queryOrder(orderNo: string): Promise<ProviderOrderState | null> {
    const payment = await this.byOrder(orderNo);
    if (!payment) return null;
    const paid = payment.status === 'paid' || payment.status === 'refunded';
    return {
      orderNo: payment.orderNo,
      providerTradeNo: payment.tradeNo,
      status: QUERY_STATUS[payment.status],
      amount: payment.amount,
      currency: payment.currency,
      attach: payment.attach,
      paidAt: paid ? payment.decidedAt : null,
    };
  }

  /**
   * An open payment can no longer be paid; one the payer already cancelled or failed stays so. A paid one stays paid and
   * the close is refused, as WeChat Pay (ORDERPAID) and Alipay refuse it: the caller asks about the order instead of
   * cancelling one whose money was taken.
   */
  async closeOrder(orderNo: string): Promise<void> {
    const closed = await this.db.updateTable('sandboxPayment').set({ status: 'closed', decidedAt: this.now() }).where('orderNo', '=', orderNo).where('status', '=', 'open').executeTakeFirst();
    if (Number(closed.numUpdatedRows) > 0) return;
    const payment = await this.byOrder(orderNo);
    if (payment?.status === 'paid' || payment?.status === 'refunded') throw new ProviderError('sandbox', `${orderNo} cannot be closed: it is ${payment.status}`);
  }

  /**
 * Gives back up to what was paid, in one conditional update: two refunds together can never return more than the payment.
 * A whole refund asked again after the payment was refunded whole answers success and gives back nothing more.
 */
  async refund(request: RefundRequest): Promise<{ status: 'success' | 'processing' }> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new ProviderError('sandbox', `refund amount must be a positive number of cents, not ${request.amount}`);
    const refunded = await this.db
      .updateTable('sandboxPayment')
      .set((eb) => ({ status: 'refunded', refundedAmount: eb('refundedAmount', '+', request.amount) }))
      .where('orderNo', '=', request.orderNo)
      .where('status', 'in', ['paid', 'refunded'])
      .where('amount', '=', request.total)
      .where((eb) => eb(eb('refundedAmount', '+', request.amount), '<=', eb.ref('amount')))
      .executeTakeFirst();
    if (Number(refunded.numUpdatedRows) === 0) {
      const payment = await this.byOrder(request.orderNo);
      // The whole payment asked for again once it is all given back: a retry of the refund already made (the server's
      // refund number is fixed per order, and WeChat Pay and Alipay answer a repeated number with that refund), not a second one.
      const wholeRepeat = payment?.status === 'refunded' && request.amount === payment.amount && request.total === payment.amount && payment.refundedAmount === payment.amount;
      if (wholeRepeat) return { status: 'success' };
      throw new ProviderError('sandbox', payment ? `cannot refund ${request.amount} of ${request.orderNo} (${payment.status}, ${payment.refundedAmount} of ${payment.amount} refunded)` : `no payment for ${request.orderNo}`);
    }
    return { status: 'success' };
  }

  private byOrder(orderNo: string): Promise<SandboxPayment | undefined> {
    return this.db.selectFrom('sandboxPayment').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
  }
}
