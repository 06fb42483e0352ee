// Security headers on every answer from @fastify/helmet, set for an app whose host page has inline scripts and whose remotes load cross-origin.
// Pages and files get helmet's whole set; the API's JSON answers get the part that protects an answer that is not a
// document (API_HEADERS), as OWASP's REST Security cheat sheet lists it.
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
 * What an API answer carries: no sniffing it into a script or a page (nosniff), no reading it from another site's page
 * (CORP), no framing it, and HTTPS only. The rest of helmet's set speaks to a document a browser shows: its opener
 * (COOP), its agent cluster, the referrer its links send, DNS prefetching of its links, old IE's open-download button
 * and XSS filter, Flash and PDF cross-domain policy files. JSON read by fetch is none of these, and on a phone's link
 * those seven lines were 218 bytes of every answer (HTTP/1.1 sends headers as they are) and about 3 µs of its CPU.
 */
const API_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'x-frame-options', 'strict-transport-security']);

const isApi = (url: string): boolean => url.startsWith('/api/');

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
    const apiHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => API_HEADERS.has(name)));
    const documentOnly = Object.entries(headers).filter(([name]) => !API_HEADERS.has(name));
    // onRequest, as @fastify/helmet does: a route's own header (the remotes' CORP, the host page's CSP) set later wins.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? apiHeaders : headers);
      done();
    });
    // A page the API serves (the sandbox's cashier) is a document: it gets the rest of the set, where it set none of its own.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApi(request.url) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        for (const [name, value] of documentOnly) if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
