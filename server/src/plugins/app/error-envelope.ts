// Answers every failure with the contract's envelope: validation 1002, business 1001, 429 → 1003, 401, 404, and "Service unavailable" for faults.
import fp from 'fastify-plugin';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, resolveLanguage } from '../../i18n/language';
import { translate } from '../../i18n/messages';
import { formatBytes } from '../../i18n/local-format';
import { AuthError, BusinessError, CODE, OperatorAccessError } from '../../http/app-error';
import { validationMessage } from '../../http/validation-message';

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  // Our own serializer: a route's success schema must not reshape a failure.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, message, data });
}

export default fp(
  async function errorEnvelope(app, opts: { bodyLimitBytes: number; uploadMaxBytes: number; timeZone: string }) {
    app.decorateRequest('language', FALLBACK_LANGUAGE);
    // Hooks that run on every request are synchronous where they can be: an async one costs a promise and a turn of the microtask queue each time.
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = resolveLanguage(request.headers.language);
      done();
    });

    app.setNotFoundHandler((request: FastifyRequest, reply) => {
      const language = resolveLanguage(request.headers.language);
      const url = request.url.split('?')[0];
      return send(reply, 404, 404, translate('notFoundRoute', language, { url }));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = request.language || resolveLanguage(request.headers.language);

      if (error instanceof OperatorAccessError) {
        return send(reply, error.status, CODE.business, translate(error.messageKey, language, error.params));
      }
      if (error instanceof AuthError) {
        return send(reply, 401, 401, translate('notLoggedIn', language));
      }
      if (error instanceof BusinessError) {
        return send(reply, 200, error.code, translate(error.messageKey, language, error.params, { timeZone: opts.timeZone }), error.data);
      }
      if (error.validation && error.validation.length > 0) {
        const first = error.validation[0];
        return send(reply, 200, CODE.validation, validationMessage(first as never, language));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return send(reply, 200, CODE.validation, translate('malformedJson', language));
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, 200, CODE.validation, translate('bodyTooLarge', language, { limit: formatBytes(opts.bodyLimitBytes, language) }));
        case 'FST_REQ_FILE_TOO_LARGE':
        case 'FST_FILES_LIMIT':
          return send(reply, 200, CODE.validation, translate('uploadTooLarge', language, { limit: formatBytes(opts.uploadMaxBytes, language) }));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          return send(reply, 200, CODE.validation, translate('unsupportedMediaType', language));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 200, CODE.tooManyRequests, translate('tooManyRequests', language));
      }
      if (error instanceof SyntaxError && status === 400) {
        return send(reply, 200, CODE.validation, translate('malformedJson', language));
      }
      if (status >= 400 && status < 500) {
        // Anything else the client caused (bad content length, bad multipart...) is their input, not our fault.
        request.log.info({ err: error }, 'client error');
        return send(reply, 200, CODE.validation, translate('badRequest', language));
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected fault');
      return send(reply, 500, CODE.business, translate('serviceException', language));
    });
  },
  { name: 'error-envelope' },
);

declare module 'fastify' {
  interface FastifyRequest {
    language: import('../../i18n/language').Language;
  }
}
