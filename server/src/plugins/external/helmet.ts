// Security headers on every answer from @fastify/helmet, set for an app whose host page has inline scripts and whose remotes load cross-origin.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const OPTIONS: FastifyHelmetOptions = {
  // No Content-Security-Policy on the app: index.html runs two inline scripts (the boot script and the first
  // paint) whose text changes with every build, and the remotes' script origins come from remotes.json, which ops
  // change at run time without a rebuild; a policy naming both would need hashes and an origin list the server
  // does not own, and one allowing 'unsafe-inline' would protect nothing. The host page and uploads set their own.
  contentSecurityPolicy: false,
  // Same-origin by default; the remotes' files say cross-origin themselves (static-files.ts), because a host
  // on another origin loads them with <script> tags, which this header would otherwise block.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Off (helmet's default): it would make the browser refuse remotes served without CORP from a CDN.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'sameorigin' },
  // Browsers obey it over HTTPS only; it speaks for this host, not for sibling subdomains it does not know.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
};

/**
 * The headers helmet sets with OPTIONS. Without CSP nonces they are the same for every answer, but @fastify/helmet
 * builds helmet's middleware again and runs it on every request (a tenth of an unknown route's CPU time): so helmet is
 * asked once, on a probe request at start-up, and its answer is what every request gets.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, OPTIONS);
  let headers: Record<string, string> = {};
  probe.get('/', (_request, reply) => {
    // Before the answer adds its own (content type and length): exactly what helmet set in onRequest.
    headers = Object.fromEntries(Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]));
    return reply.send();
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

export default fp(
  async function securityHeaders(app) {
    const headers = await helmetHeaders();
    if (!headers['x-content-type-options']) throw new Error('helmet set no headers on its probe request');
    // onRequest, as @fastify/helmet does: a route's own header (the remotes' CORP, the host page's CSP) set later wins.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
