// The sandbox provider's cashier, the "provider's page" a payer is sent to: the checkout page in their language, and the
// decision it posts (pay, cancel, fail), answered with a redirect back to the merchant's return address. HTML, not the envelope.
import { Type } from '@sinclair/typebox';
import { type FastifyReply, type FastifyError } from 'fastify';
import { defineRoutes } from '../../../http/define-routes';
import { validationMessage } from '../../../http/validation-message';
import { LANGUAGES, type Language } from '../../../i18n/language';
import { translate, type MessageKey } from '../../../i18n/messages';
import { cashierPage, cashierPagePolicy, problemPage, type PageContext } from '../../../payments/sandbox-cashier-page';
import { SANDBOX_MAX_LATE_SECONDS, SANDBOX_MAX_REPEAT, SANDBOX_OUTCOMES, type SandboxOutcome } from '../../../payments/sandbox-gateway';
import { isSafeReturnUrl } from '../../../payments/sandbox-provider';

/** The page's language when none (or none of ours) is asked for: the app's own default. */
const DEFAULT_LANGUAGE: Language = 'zh-cn';
/** Trade numbers are SBX and hex; anything else cannot name a payment. */
const TRADE_NO = /^[A-Za-z0-9]{1,32}$/;

const text = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));
const checkoutQuery = Type.Object(
  {
    tradeNo: text(64, "The sandbox's payment number"),
    lang: text(16, 'Language of the page: zh-cn (default), zh-tw, en, es or fr'),
  },
  { additionalProperties: false },
);
// Every field arrives as form text and is checked in the handler, so that each problem gets its own words on an HTML page.
const decideForm = Type.Object(
  {
    tradeNo: text(64, "The sandbox's payment number"),
    outcome: text(16, 'pay, cancel or fail'),
    repeat: text(8, `Extra deliveries of the notification, 0..${SANDBOX_MAX_REPEAT}`),
    lateSeconds: text(8, `Seconds before the notification is sent, 0..${SANDBOX_MAX_LATE_SECONDS}`),
    lang: text(16, 'Language of an answer page'),
  },
  { additionalProperties: false },
);

/** Pages, not the envelope: what each status of these routes answers, for the OpenAPI document. */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
const pageResponses = {
  200: htmlPage('The cashier page: the choices while the payment is open, its state once decided or expired'),
  400: htmlPage('A missing or malformed field, named in the page'),
  404: htmlPage('No such payment'),
};

function ourLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return LANGUAGES.find((language) => language === lower);
}

/** A whole number from 0 to max; an empty field is 0 (the tester left it alone). */
function wholeNumber(value: string | undefined, max: number): number | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= max ? n : undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string, returnUrl?: string) {
  return reply
    .status(status)
    .header('Content-Security-Policy', cashierPagePolicy(returnUrl))
    // Its state changes with each decision: a stored copy would offer buttons that no longer do anything.
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export default defineRoutes({
  access: 'public',
  summary: "Sandbox payment provider: the payer's cashier page and decision (no real money)",
  register(app) {
    const gateway = app.payments.sandbox.gateway;
    const timeZone = app.config.timeZone;
    const context = (language: Language): PageContext => ({ language, timeZone });
    const problem = (reply: FastifyReply, status: number, language: Language, title: MessageKey, detail: MessageKey | null, params: Record<string, number> = {}) =>
      sendPage(reply, status, problemPage(context(language), title, detail ? translate(detail, language, params) : null));

    // A browser posts the form urlencoded; only this scope reads that type.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    // The pages answer their own failures in HTML: the payer's browser shows them, no client reads an envelope here.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const raw = request.body as { lang?: unknown } | undefined;
      const language = ourLanguage((request.query as { lang?: unknown } | undefined)?.lang) ?? ourLanguage(raw?.lang) ?? DEFAULT_LANGUAGE;
      if (error.validation && error.validation.length > 0) {
        return sendPage(reply, 400, problemPage(context(language), 'sandboxBadRequest', validationMessage(error.validation[0] as never, language)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'sandbox cashier: client error');
        return problem(reply, status, language, 'sandboxBadRequest', 'badRequest');
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected fault');
      return problem(reply, 500, language, 'sandboxBadRequest', 'serviceException');
    });

    app.get('/checkout', { schema: { summary: "The sandbox's cashier page for one payment (HTML)", querystring: checkoutQuery, response: pageResponses } }, async (request, reply) => {
      const language = ourLanguage(request.query.lang) ?? DEFAULT_LANGUAGE;
      const tradeNo = request.query.tradeNo?.trim() ?? '';
      if (!TRADE_NO.test(tradeNo)) return problem(reply, 400, language, 'sandboxBadRequest', 'sandboxBadTradeNo');
      const payment = await gateway.payment(tradeNo);
      if (!payment) return problem(reply, 404, language, 'sandboxNotFound', null);
      return sendPage(reply, 200, cashierPage(context(language), payment, gateway.now()), payment.returnUrl);
    });

    app.post(
      '/decide',
      {
        schema: {
          summary: "The payer's decision (pay, cancel or fail), with the tester's options; 303 to the return address",
          consumes: ['application/x-www-form-urlencoded'],
          body: decideForm,
          response: {
            400: pageResponses[400],
            404: pageResponses[404],
            303: { description: 'Decided: the payer goes back to the return address (Location)', type: 'null' },
            409: htmlPage('Already decided, closed or expired: nothing changed, and the page says what happened'),
          },
        },
      },
      async (request, reply) => {
        const form = request.body;
        let language = ourLanguage(form.lang) ?? DEFAULT_LANGUAGE;
        const tradeNo = form.tradeNo?.trim() ?? '';
        if (!TRADE_NO.test(tradeNo)) return problem(reply, 400, language, 'sandboxBadRequest', 'sandboxBadTradeNo');
        const outcome = SANDBOX_OUTCOMES.find((o) => o === form.outcome?.trim());
        if (!outcome) return problem(reply, 400, language, 'sandboxBadRequest', 'sandboxBadOutcome');
        const repeat = wholeNumber(form.repeat, SANDBOX_MAX_REPEAT);
        if (repeat === undefined) return problem(reply, 400, language, 'sandboxBadRequest', 'sandboxBadRepeat', { max: SANDBOX_MAX_REPEAT });
        const lateSeconds = wholeNumber(form.lateSeconds, SANDBOX_MAX_LATE_SECONDS);
        if (lateSeconds === undefined) return problem(reply, 400, language, 'sandboxBadRequest', 'sandboxBadLate', { max: SANDBOX_MAX_LATE_SECONDS });

        const result = await gateway.decide(tradeNo, outcome satisfies SandboxOutcome, { repeat, lateSeconds });
        if (!result.payment) return problem(reply, 404, language, 'sandboxNotFound', null);
        if (!form.lang) language = ourLanguage(result.payment.language) ?? language;
        if (!result.decided) return sendPage(reply, 409, cashierPage(context(language), result.payment, gateway.now(), true), result.payment.returnUrl);
        const back = isSafeReturnUrl(result.payment.returnUrl) ? result.payment.returnUrl : `checkout?${new URLSearchParams({ tradeNo, lang: language }).toString()}`;
        return reply.status(303).header('Location', back).header('Cache-Control', 'no-store').send();
      },
    );
  },
});
