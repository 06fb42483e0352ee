// A local stand-in for Alipay's open gateway (gateway.do) on 127.0.0.1: it holds Alipay's key pair and the app's public
// key, checks the RSA2 signature of every call (the wap pay URL a payer opens, and the server-to-server calls), keeps the
// trades, answers signed the way Alipay does (`<method>_response` then `sign`), and writes signed notifications.
// Its signing code is its own, written from Alipay's documentation rather than shared with the provider, so that a
// mistake in one shows up as a failed check in the other.
import http from 'node:http';
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { type AddressInfo } from 'node:net';

export interface RsaKeyPair {
  privateKey: string;
  publicKey: string;
}

/** A fresh RSA-2048 key pair as PEM (PKCS#8 private, SPKI public): Alipay's, or the app's. */
export function rsaKeyPair(): RsaKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  /** As the merchant sent it (URL-encoded by them); echoed in notifications. */
  passbackParams: string | undefined;
  notifyUrl: string | undefined;
  returnUrl: string | undefined;
  quitUrl: string | undefined;
  timeExpire: string | undefined;
  gmtCreate: string;
  gmtPayment?: string;
  gmtClose?: string;
  /** out_request_no → refunded yuan. */
  refunds: Map<string, string>;
}

export interface GatewayCall {
  method: string;
  /** Every parameter as the gateway read it (query and form body). */
  params: Record<string, string>;
  signatureValid: boolean;
}

export interface FakeAlipay {
  /** The address for ALIPAY_GATEWAY / the provider's config.gateway. */
  gateway: string;
  appId: string;
  /** Alipay's public key, as the merchant downloads it (ALIPAY_PUBLIC_KEY). */
  alipayPublicKey: string;
  trades: Map<string, FakeTrade>;
  calls: GatewayCall[];
  /** The next answers to server-to-server calls are changed after signing (a forged or corrupted answer). */
  tamperAnswers: boolean;
  /** Opens a wap pay URL as the payer's browser does: the cashier, or Alipay's refusal. */
  open(url: string): Promise<{ status: number; body: Record<string, string> }>;
  /** The payer pays an open trade. */
  pay(outTradeNo: string): FakeTrade;
  /** The signed notification Alipay would post now about a trade, as a form body; `changes` edit fields before signing. */
  notification(outTradeNo: string, changes?: Record<string, string | undefined>): string;
  /** Signs any fields as Alipay signs a notification (a genuine one with odd content). */
  signNotification(fields: Record<string, string>): string;
  close(): Promise<void>;
}

/** Alipay's amount rule: yuan with up to two decimals, 0.01 to 100,000,000. The fake works in cents for its sums. */
function cents(yuan: string): number | null {
  if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(yuan)) return null;
  const value = Math.round(Number(yuan) * 100);
  return value >= 1 && value <= 10_000_000_000 ? value : null;
}

function yuan(value: number): string {
  return (value / 100).toFixed(2);
}

function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function chinaTimeMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** What Alipay signs: the non-empty parameters but `sign` (and for notifications `sign_type`), sorted, as k=v joined by &. */
function signContent(params: Record<string, string>, skip: string[]): string {
  return Object.keys(params)
    .filter((key) => !skip.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export async function startFakeAlipay(options: { appId?: string; appPublicKey: string; now?: () => number }): Promise<FakeAlipay> {
  const appId = options.appId ?? '2021000000000001';
  const now = options.now ?? Date.now;
  const alipayKeys = rsaKeyPair();
  const trades = new Map<string, FakeTrade>();
  const calls: GatewayCall[] = [];

  const rsaSign = (content: string) => createSign('RSA-SHA256').update(content, 'utf8').sign(alipayKeys.privateKey, 'base64');
  const merchantSigned = (params: Record<string, string>) => {
    try {
      return createVerify('RSA-SHA256').update(signContent(params, ['sign']), 'utf8').verify(options.appPublicKey, params.sign ?? '', 'base64');
    } catch {
      return false;
    }
  };

  /** Alipay's common checks on a call; the refusal it answers, or null. */
  const refusal = (params: Record<string, string>, signatureValid: boolean): Record<string, string> | null => {
    if (params.app_id !== appId) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' };
    if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'sign_type/charset/version' };
    if (!signatureValid) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    // The timestamp is China time; this fake allows ten minutes of clock drift.
    const stamp = chinaTimeMs(params.timestamp ?? '');
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '') || Math.abs(stamp - now()) > 600_000) {
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-timestamp', sub_msg: '非法的时间戳参数' };
    }
    return null;
  };

  const bizContent = (params: Record<string, string>): Record<string, string> | null => {
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
    } catch {
      return null;
    }
  };

  /** alipay.trade.wap.pay opened by the payer: Alipay shows its cashier, creating the trade (or reusing it for the same order). */
  const openCashier = (params: Record<string, string>): { status: number; body: Record<string, string> } => {
    const signatureValid = merchantSigned(params);
    calls.push({ method: params.method ?? '', params, signatureValid });
    const refused = refusal(params, signatureValid);
    if (refused) return { status: 400, body: refused };
    const biz = bizContent(params);
    const amount = cents(biz?.total_amount ?? '');
    if (params.method !== 'alipay.trade.wap.pay' || !biz || biz.product_code !== 'QUICK_WAP_WAY' || !biz.out_trade_no || !biz.subject || amount === null) {
      return { status: 400, body: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'biz_content' } };
    }
    if (biz.time_expire && chinaTimeMs(biz.time_expire) <= now()) return { status: 400, body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_CLOSE', sub_msg: '交易已关闭' } };
    const existing = trades.get(biz.out_trade_no);
    if (existing) {
      if (existing.status === 'TRADE_SUCCESS') return { status: 400, body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_SUCCESS', sub_msg: '交易已被支付' } };
      if (existing.status === 'TRADE_CLOSED') return { status: 400, body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_CLOSE', sub_msg: '交易已关闭' } };
      if (existing.totalAmount !== yuan(amount)) return { status: 400, body: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.CONTEXT_INCONSISTENT', sub_msg: '交易信息被篡改' } };
    }
    const trade: FakeTrade = existing ?? {
      outTradeNo: biz.out_trade_no,
      // Alipay's trade numbers: the China date and 20 digits.
      tradeNo: `${chinaTime(now()).slice(0, 10).replaceAll('-', '')}${randomInt(1e9, 1e10)}${randomInt(1e9, 1e10)}`,
      totalAmount: yuan(amount),
      subject: biz.subject,
      status: 'WAIT_BUYER_PAY',
      passbackParams: biz.passback_params,
      notifyUrl: params.notify_url,
      returnUrl: params.return_url,
      quitUrl: biz.quit_url,
      timeExpire: biz.time_expire,
      gmtCreate: chinaTime(now()),
      refunds: new Map(),
    };
    trades.set(trade.outTradeNo, trade);
    return { status: 200, body: { cashier: 'alipay-wap', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, total_amount: trade.totalAmount, subject: trade.subject } };
  };

  const notFound = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
  const statusError = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
  const success = { code: '10000', msg: 'Success' };

  /** A server-to-server call (alipay.trade.query / close / refund): the answer object before signing. */
  const execute = (params: Record<string, string>): Record<string, string> => {
    const signatureValid = merchantSigned(params);
    calls.push({ method: params.method ?? '', params, signatureValid });
    const refused = refusal(params, signatureValid);
    if (refused) return refused;
    const biz = bizContent(params);
    const trade = biz?.out_trade_no ? trades.get(biz.out_trade_no) : undefined;
    switch (params.method) {
      case 'alipay.trade.query': {
        if (!trade) return notFound;
        const refunded = [...trade.refunds.values()].reduce((sum, value) => sum + cents(value)!, 0);
        return {
          ...success,
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_pay_amount: trade.gmtPayment ? trade.totalAmount : '0.00',
          ...(trade.gmtPayment ? { send_pay_date: trade.gmtPayment } : {}),
          ...(refunded > 0 ? { refund_fee: yuan(refunded) } : {}),
        };
      }
      case 'alipay.trade.close': {
        if (!trade) return notFound;
        if (trade.status !== 'WAIT_BUYER_PAY') return statusError;
        trade.status = 'TRADE_CLOSED';
        trade.gmtClose = chinaTime(now());
        return { ...success, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      }
      case 'alipay.trade.refund': {
        if (!trade) return notFound;
        const amount = cents(biz?.refund_amount ?? '');
        const requestNo = biz?.out_request_no ?? trade.outTradeNo;
        const refundedBefore = [...trade.refunds.values()].reduce((sum, value) => sum + cents(value)!, 0);
        const answer = (fundChange: 'Y' | 'N', total: number) => ({ ...success, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, refund_fee: yuan(total), fund_change: fundChange });
        // The same out_request_no again is the same refund: nothing moves a second time.
        if (trade.refunds.has(requestNo)) return answer('N', refundedBefore);
        if (trade.status !== 'TRADE_SUCCESS') return statusError;
        if (amount === null) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'refund_amount' };
        if (refundedBefore + amount > cents(trade.totalAmount)!) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
        trade.refunds.set(requestNo, yuan(amount));
        if (refundedBefore + amount === cents(trade.totalAmount)) {
          trade.status = 'TRADE_CLOSED';
          trade.gmtClose = chinaTime(now());
        }
        return answer('Y', refundedBefore + amount);
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
    }
  };

  /** `{"<method>_response":{...},"sign":"..."}`, the signature over the response object's exact text. */
  const signedAnswer = (method: string, answer: Record<string, string>): string => {
    const inner = JSON.stringify(answer);
    const sign = rsaSign(inner);
    const sent = !fake.tamperAnswers ? inner : inner.includes('"total_amount"') ? inner.replace(/"total_amount":"[^"]*"/, '"total_amount":"0.01"') : inner.replace('"msg":"', '"msg":"forged ');
    return `{"${method.replaceAll('.', '_')}_response":${sent},"sign":"${sign}"}`;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-alipay');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (url.pathname !== '/gateway.do') {
        res.statusCode = 404;
        return res.end();
      }
      if (req.method === 'GET') {
        // Alipay renders its cashier page here; the fake answers what the page would show, as JSON a test can read.
        const { status, body: page } = openCashier(params);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify(page));
      }
      Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      res.end(signedAnswer(params.method ?? 'error', execute(params)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signNotification = (fields: Record<string, string>): string => {
    const signed = { ...fields, sign_type: 'RSA2', sign: rsaSign(signContent(fields, ['sign', 'sign_type'])) };
    return new URLSearchParams(signed).toString();
  };

  const fake: FakeAlipay = {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    alipayPublicKey: alipayKeys.publicKey,
    trades,
    calls,
    tamperAnswers: false,
    async open(payUrl) {
      const response = await fetch(payUrl);
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') throw new Error(`fake Alipay: trade ${outTradeNo} cannot be paid (${trade?.status ?? 'unknown'})`);
      trade.status = 'TRADE_SUCCESS';
      trade.gmtPayment = chinaTime(now());
      return trade;
    },
    notification(outTradeNo, changes = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake Alipay: no trade ${outTradeNo}`);
      const refunded = [...trade.refunds.values()].reduce((sum, value) => sum + cents(value)!, 0);
      const fields: Record<string, string | undefined> = {
        notify_time: chinaTime(now()),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        receipt_amount: trade.gmtPayment ? trade.totalAmount : undefined,
        buyer_pay_amount: trade.gmtPayment ? trade.totalAmount : undefined,
        subject: trade.subject,
        gmt_create: trade.gmtCreate,
        gmt_payment: trade.gmtPayment,
        gmt_close: trade.gmtClose,
        passback_params: trade.passbackParams,
        refund_fee: refunded > 0 ? yuan(refunded) : undefined,
        gmt_refund: refunded > 0 ? trade.gmtClose : undefined,
        out_biz_no: refunded > 0 ? [...trade.refunds.keys()].at(-1) : undefined,
        ...changes,
      };
      const present = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return signNotification(present);
    },
    signNotification,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}

/** A form body with one field changed and the signature left as it was (a notification tampered with on the way). */
export function tamper(body: string, field: string, value: string): string {
  const params = new URLSearchParams(body);
  params.set(field, value);
  return params.toString();
}
