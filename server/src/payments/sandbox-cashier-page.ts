// The sandbox cashier's HTML: a phone-sized page in the payer's language with the payment, Pay / Cancel / Make it fail
// and the tester's options, or the payment's state once decided; no script, its one stylesheet allowed by hash.
import crypto from 'node:crypto';
import { type Language } from '../i18n/language';
import { intlLocale } from '../i18n/local-format';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages';
import { SANDBOX_MAX_LATE_SECONDS, SANDBOX_MAX_REPEAT, type SandboxPayment } from './sandbox-gateway';
import { isSafeReturnUrl } from './sandbox-provider';

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f2f3f5;color:#1f2329;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:480px;margin:0 auto;padding:16px}
.banner{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fff4d6;color:#6b4a00;font-weight:600;text-align:center}
.card{background:#fff;border-radius:12px;padding:20px 16px;margin-bottom:16px;text-align:center}
.method{margin:0;font-weight:600}
.method-wechat{color:#07a35a}
.method-alipay{color:#1668dc}
.amount{margin:8px 0;font-size:36px;font-weight:700;overflow-wrap:anywhere}
.description{margin:0 0 12px;color:#4e5969;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;text-align:left;font-size:14px}
dt{color:#86909c}
dd{margin:0;overflow-wrap:anywhere}
.state{margin:12px 0 0;font-size:18px;font-weight:600}
.notice{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#e8f3ff;color:#0e42d2}
.error{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#ffece8;color:#a1151e}
button,.back{display:block;width:100%;min-height:48px;margin:0 0 12px;padding:12px;border:0;border-radius:24px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#07c160;color:#fff}
.method-alipay-pay{background:#1677ff}
.cancel{background:#fff;color:#1f2329;border:1px solid #c9cdd4}
.fail{background:#fff;color:#a1151e;border:1px solid #f3b7b0}
.back{background:#fff;color:#1668dc;border:1px solid #c9cdd4}
details{background:#fff;border-radius:12px;padding:12px 16px}
summary{cursor:pointer;font-weight:600}
label{display:block;margin-top:12px;font-size:14px}
input{display:block;width:100%;min-height:44px;margin-top:4px;padding:8px 12px;border:1px solid #c9cdd4;border-radius:8px;font:inherit}
.hint{margin:12px 0 0;font-size:13px;color:#86909c}
`;

const CSS_HASH = `'sha256-${crypto.createHash('sha256').update(CSS, 'utf8').digest('base64')}'`;

/** Text for HTML, attribute values included (always written in double quotes). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The page's Content-Security-Policy: no script at all, its stylesheet by hash, and forms posted only here. The form's
 * answer redirects to the payment's return address, which a browser checks against form-action too: its origin is
 * allowed when it is another site.
 */
export function cashierPagePolicy(returnUrl?: string): string {
  const formAction = ["'self'"];
  if (returnUrl && !returnUrl.startsWith('/') && isSafeReturnUrl(returnUrl)) formAction.push(new URL(returnUrl).origin);
  return [
    "default-src 'none'",
    `style-src ${CSS_HASH}`,
    "img-src 'self' data:",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** Everything a page needs to speak the payer's language. */
export interface PageContext {
  language: Language;
  timeZone: string;
}

function t(context: PageContext, key: MessageKey, params?: MessageParams): string {
  return escapeHtml(translate(key, context.language, params, { timeZone: context.timeZone }));
}

function page(context: PageContext, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(intlLocale(context.language))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${t(context, 'sandboxPageTitle')}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="banner" role="note">${t(context, 'sandboxBanner')}</p>
${body}
</main>
</body>
</html>
`;
}

const METHOD_NAME: Record<string, MessageKey> = { wechat: 'payMethodWechat', alipay: 'payMethodAlipay' };

function summary(context: PageContext, payment: SandboxPayment, state: string | null): string {
  const methodKey = METHOD_NAME[payment.method];
  const method = methodKey ? t(context, methodKey) : escapeHtml(payment.method);
  return `<section class="card">
<p class="method method-${escapeHtml(payment.method)}">${method}</p>
<p class="amount">${t(context, 'sandboxAmount', { amount: { money: payment.amount } })}</p>
<p class="description">${escapeHtml(payment.description)}</p>
<dl>
<dt>${t(context, 'sandboxMethodLabel')}</dt><dd>${method}</dd>
<dt>${t(context, 'sandboxOrderLabel')}</dt><dd>${escapeHtml(payment.orderNo)}</dd>
</dl>
${state ? `<p class="state" role="status">${state}</p>` : ''}
</section>`;
}

/** What the payer is told about a payment that can no longer be decided, or null while it can. */
function stateOf(context: PageContext, payment: SandboxPayment, now: number): string | null {
  switch (payment.status) {
    case 'open':
      return payment.expiresAt > now ? null : t(context, 'sandboxStatusExpired');
    case 'paid':
      return t(context, 'sandboxStatusPaid');
    case 'cancelled':
      return t(context, 'payCancelled');
    case 'failed':
      return t(context, 'payFailed');
    case 'closed':
      return t(context, 'sandboxStatusClosed');
    case 'refunded':
      return t(context, 'sandboxStatusRefunded');
  }
}

function backLink(context: PageContext, returnUrl: string): string {
  return isSafeReturnUrl(returnUrl) ? `<a class="back" href="${escapeHtml(returnUrl)}">${t(context, 'sandboxBack')}</a>` : '';
}

/**
 * The cashier for a payment: Pay / Cancel / Make it fail and the tester's options while it is open and unexpired;
 * otherwise its state and the way back. `alreadyDecided` adds that a decision just sent changed nothing.
 */
export function cashierPage(context: PageContext, payment: SandboxPayment, now: number, alreadyDecided = false): string {
  const state = stateOf(context, payment, now);
  const notice = alreadyDecided ? `<p class="notice" role="status">${t(context, 'sandboxAlreadyDecided')}</p>` : '';
  if (state) return page(context, `${notice}${summary(context, payment, state)}\n${backLink(context, payment.returnUrl)}`);

  const payClass = payment.method === 'alipay' ? 'pay method-alipay-pay' : 'pay';
  return page(
    context,
    `${notice}${summary(context, payment, null)}
<p class="hint">${t(context, 'sandboxPayBefore', { moment: { moment: payment.expiresAt } })}</p>
<form method="post" action="decide">
<input type="hidden" name="tradeNo" value="${escapeHtml(payment.tradeNo)}">
<input type="hidden" name="lang" value="${escapeHtml(context.language)}">
<button type="submit" name="outcome" value="pay" class="${payClass}">${t(context, 'sandboxPay')}</button>
<button type="submit" name="outcome" value="cancel" class="cancel">${t(context, 'sandboxCancel')}</button>
<button type="submit" name="outcome" value="fail" class="fail">${t(context, 'sandboxFail')}</button>
<details>
<summary>${t(context, 'sandboxTesterOptions')}</summary>
<label>${t(context, 'sandboxRepeatLabel', { max: SANDBOX_MAX_REPEAT })}
<input type="number" name="repeat" min="0" max="${SANDBOX_MAX_REPEAT}" step="1" value="0" inputmode="numeric"></label>
<label>${t(context, 'sandboxLateLabel', { max: SANDBOX_MAX_LATE_SECONDS })}
<input type="number" name="lateSeconds" min="0" max="${SANDBOX_MAX_LATE_SECONDS}" step="1" value="0" inputmode="numeric"></label>
<p class="hint">${t(context, 'sandboxTesterHint')}</p>
</details>
</form>`,
  );
}

/** A page that only says what went wrong (unknown payment, a form that cannot be used), with the way back when known. */
export function problemPage(context: PageContext, title: MessageKey, detail: string | null, returnUrl?: string): string {
  return page(
    context,
    `<section class="card"><p class="state" role="alert">${t(context, title)}</p></section>
${detail ? `<p class="error">${escapeHtml(detail)}</p>` : ''}
${returnUrl ? backLink(context, returnUrl) : ''}`,
  );
}
