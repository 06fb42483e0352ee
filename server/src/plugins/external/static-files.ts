// Serves the built host at / (its page with remotes.json written in), every built remote at /remotes/<id>/, remotes.json
// (no-cache) and uploaded files at /uploads/ when they are on local disk (file-storage.ts serves them from any other
// storage).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { servedRemotesJson } from '../../web/served-remotes-json';
import { sendCompressible, textCompressor } from '../../web/compressed-text';
import { readHostPage, withRemotesInlined } from '../../web/served-host-page';
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
    const readServedRemotes = async () => {
      const text = await fs.promises.readFile(remotesFile, 'utf8').catch(() => null);
      return text === null ? null : servedRemotesJson(text, opts.webRoot);
    };
    const compressRemotes = textCompressor();
    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const served = await readServedRemotes();
      reply.header('Cache-Control', 'no-cache');
      if (served === null) return reply.status(404).send({ code: 404, message: 'remotes.json not found', data: null });
      return sendCompressible(request, reply.type('application/json; charset=utf-8'), served, compressRemotes);
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
      // The host page: never stored (its policy and remotes follow remotes.json, which changes without it changing),
      // with the served remotes.json inlined for its boot script.
      const indexFile = path.join(hostDist, 'index.html');
      const compressPage = textCompressor();
      const hostPage = async (request: FastifyRequest, reply: FastifyReply) => {
        const html = await readHostPage(indexFile);
        if (html === null) return reply.callNotFound();
        const remotes = await readServedRemotes();
        reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Security-Policy', hostPagePolicy(indexFile, remotesFile, app.config.publicUrl));
        return sendCompressible(request, reply, remotes === null ? html : withRemotesInlined(html, remotes), compressPage);
      };
      app.get('/', { schema: { hide: true } }, hostPage);
      app.get('/index.html', { schema: { hide: true } }, hostPage);
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
