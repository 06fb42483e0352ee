// The API's longer answers (the catalogue's play items, result pages, a bill) go compressed to a browser that accepts it:
// on a phone's slow link a 23 KB answer is a second of waiting, and JSON shrinks to a tenth. Short answers (most calls,
// every error envelope) go as they are: below a packet or two, compressing saves nothing and costs time on every call.
// What the server sends already encoded (pre-compressed files, the host page) is left alone.
import fp from 'fastify-plugin';
import { acceptedEncoding, compressAnswer } from '../../web/compressed-text';

/** Answers shorter than this (characters of serialized text) are sent as they are. */
export const COMPRESS_MIN_CHARS = 1024;

export default fp(
  async function answerCompression(app) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_CHARS || reply.hasHeader('content-encoding')) return done(null, payload);
      // Whether or not this one is compressed, the answer depends on the header: a cache must keep them apart. (A page
      // sendCompressible sent as text to a client that takes no encoding says so already.)
      const vary = reply.getHeader('vary');
      if (!vary) reply.header('vary', 'Accept-Encoding');
      else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      compressAnswer(payload, encoding, (error, body) => {
        // A failure to compress is no reason to fail the answer: it goes as it is.
        if (error) return done(null, payload);
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      });
    });
  },
  { name: 'answer-compression' },
);
