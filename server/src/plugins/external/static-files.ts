// Serves the built host at /, every built remote at /remotes/<id>/, remotes.json (no-cache) and uploaded files at /uploads/
// when they are on local disk (file-storage.ts serves them from any other storage).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { type FastifyReply } from 'fastify';
import { servedRemotesJson } from '../../web/served-remotes-json';
import { acceptedEncoding, textCompressor } from '../../web/compressed-text';
import { findRemoteFolders } from '../../web/built-remotes';
import { hostPagePolicy } from '../../web/host-page-policy';
import { UPLOAD_HEADERS } from '../../uploads/file-storage';

/** Names whose content changes without their name changing: browsers must revalidate them. */
const REVALIDATE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|main\.js|remotes\.json|sw\.js|offline\.(html|js)|manifest\.[\w-]+\.webmanifest)$/;

/** With pre-compression the file sent is `<name>.br` or `.gz`: its caching and policy are those of `<name>`. */
const uncompressedPath = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

function setCacheHeaders(reply: FastifyReply, sentPath: string) {
  const filePath = uncompressedPath(sentPath);
  // The host page's policy follows remotes.json, which changes without the page changing: never reuse a stored copy.
  if (path.basename(filePath) === 'index.html') reply.header('Cache-Control', 'no-store');
  else if (REVALIDATE.test(filePath)) reply.header('Cache-Control', 'no-cache');
  else if (/\.[0-9a-f]{8,}\./.test(path.basename(filePath))) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=300');
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export default fp(
  async function staticFiles(app, opts: { webRoot: string; uploadsDir?: string; remotesFile?: string }) {
    if (opts.uploadsDir !== undefined) {
      fs.mkdirSync(opts.uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: opts.uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        list: false,
        setHeaders: (reply) => {
          for (const [name, value] of Object.entries(UPLOAD_HEADERS)) reply.header(name, value);
        },
      });
    }

    const hostDist = path.join(opts.webRoot, 'host', 'dist');
    // One remotes.json for both its own answer and the host page's policy (which allows the origins it names).
    const remotesFile = opts.remotesFile ?? path.join(hostDist, 'remotes.json');
    const compress = textCompressor();
    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const text = await fs.promises.readFile(remotesFile, 'utf8').catch(() => null);
      reply.header('Cache-Control', 'no-cache');
      if (text === null) return reply.status(404).send({ code: 404, message: 'remotes.json not found', data: null });
      const served = await servedRemotesJson(text, opts.webRoot);
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(served);
      return reply.header('Content-Encoding', encoding).send(compress(served, encoding));
    });

    // Whatever is built in the web root is served: adding a remote is its folder and the topology, never a list here.
    const remotes = findRemoteFolders(opts.webRoot);
    for (const name of remotes.unbuilt) app.log.warn(`${name} is not built (${path.join(opts.webRoot, name, 'dist')} missing); its routes will show the retry message`);
    for (const name of remotes.invalid) app.log.warn(`${name} is not served: a remote's id must be lower-case letters, digits and dashes, starting with a letter`);
    for (const { id, dist } of remotes.built) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${id}/`,
        decorateReply: false,
        // The builds ship .br and .gz beside each file; the browser gets the smallest it accepts.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          setCacheHeaders(reply, filePath);
          // Remotes may be loaded by a host on another origin: the manifest is fetched with CORS, the scripts are
          // loaded with <script> tags, which helmet's same-origin resource policy would block.
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }

    if (fs.existsSync(hostDist)) {
      await app.register(fastifyStatic, {
        root: hostDist,
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        // The API's namespace is never a file: an unknown API path is answered 404 at once, without looking on disk for
        // it (three stat calls on the thread pool each time, which cost an unknown route over half its throughput).
        allowedPath: (_pathname, _root, request) => !isApiPath(request.url),
        setHeaders: (reply, filePath) => {
          setCacheHeaders(reply, filePath);
          // The policy hashes the scripts of index.html itself, whichever compressed copy is sent.
          const page = uncompressedPath(filePath);
          if (path.basename(page) === 'index.html') reply.header('Content-Security-Policy', hostPagePolicy(page, remotesFile, app.config.publicUrl));
        },
      });
    } else {
      app.log.warn(`host is not built (${hostDist} missing); run npm run build`);
    }
  },
  { name: 'static-files' },
);
