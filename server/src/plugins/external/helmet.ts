// Security headers on every answer through @fastify/helmet, set for an app whose host page has inline scripts and whose remotes load cross-origin.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async function securityHeaders(app) {
    await app.register(helmet, {
      // No Content-Security-Policy on the app: index.html runs two inline scripts (the boot script and the first
      // paint) whose text changes with every build, and the remotes' script origins come from remotes.json, which ops
      // change at run time without a rebuild; a policy naming both would need hashes and an origin list the server
      // does not own, and one allowing 'unsafe-inline' would protect nothing. Uploads set their own strict policy.
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
    });
  },
  { name: 'security-headers' },
);
