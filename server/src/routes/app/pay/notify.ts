// Where the payment providers post their notifications: the body kept exactly as sent (signatures cover its bytes),
// checked and read by the provider, applied by the order service, and answered in the provider's own format, never the
// envelope and never a fault: a failure answer only asks the provider to try again later.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { NotificationRejected, PROVIDER_NAMES } from '../../../payments/payment-provider';

/** Notifications one address may post a minute. */
export const NOTIFY_LIMIT_PER_MINUTE = 600;

export default defineRoutes({
  access: 'public',
  summary: "Payment providers' notifications",
  register(app) {
    // Every content type arrives as the raw text: JSON (the sandbox, WeChat Pay), a form (Alipay) or anything else.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    // A post refused before the handler (over the rate limit: 429; a body over the size limit: 413) is answered with the
    // provider's own failure acknowledgement under that status, never the envelope's HTTP 200: WeChat Pay would take any
    // 200 for success and stop retrying. A path naming no configured provider, and our own faults, go to the envelope.
    app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      const name = (request.params as { provider?: string } | undefined)?.provider;
      const provider = status >= 400 && status < 500 && name ? app.payments.registry.byName(name) : undefined;
      if (!provider) throw error;
      const ack = provider.notificationAck(false);
      return reply.status(status).type(ack.contentType).send(ack.body);
    });

    app.post(
      '/:provider',
      {
        // Public, and every rejected post leaves an audit row: one address may not grow that table without bound. Far
        // above what a provider sends (a retry schedule per order); past it the answer is 429, which providers retry.
        config: { rateLimit: { max: NOTIFY_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          summary: "A provider's notification about a payment; answered with the provider's own acknowledgement, not the envelope",
          params: Type.Object({ provider: Type.Union(PROVIDER_NAMES.map((name) => Type.Literal(name)), { description: 'sandbox, wechat or alipay' }) }),
        },
      },
      async (request, reply) => {
        const { orders, registry } = app.payments;
        const provider = registry.byName(request.params.provider);
        // A real provider that is not configured here has nothing to notify us about.
        if (!provider) return reply.callNotFound();
        const rawBody = typeof request.body === 'string' ? request.body : '';
        let accepted = false;
        try {
          const state = await provider.parseNotification({ headers: request.headers, rawBody });
          accepted = (await orders.applyProviderState(provider.name, state, 'notification')).outcome !== 'refused';
        } catch (error) {
          if (error instanceof NotificationRejected) await orders.refuseNotification(provider.name, error.reason).catch((failure: unknown) => request.log.error({ err: failure }, 'could not record a rejected notification'));
          // Our own fault (the database, say): the provider is told to try again, as it will.
          else request.log.error({ err: error, provider: provider.name }, 'payment notification could not be applied');
        }
        const ack = provider.notificationAck(accepted);
        return reply.status(ack.status).type(ack.contentType).send(ack.body);
      },
    );
  },
});
