// Wires the upload storage UPLOAD_STORAGE names to the app as app.files, and serves /uploads/ from storage that is not a
// folder of this process (a local folder is served by static-files.ts through @fastify/static).
import fp from 'fastify-plugin';
import { DatabaseFileStorage } from '../../uploads/database-file-storage';
import { type FileStorage, UPLOAD_HEADERS } from '../../uploads/file-storage';
import { LocalFileStorage } from '../../uploads/local-file-storage';

export default fp(
  async function fileStorage(app) {
    const files: FileStorage = app.config.uploadStorage === 'database' ? new DatabaseFileStorage(app.db, app.dbReader) : new LocalFileStorage(app.config.dataDir);
    app.decorate('files', files);
    if (files.localDir !== undefined) return;

    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      // Anything not shaped like one of our URLs is simply not found: the storage checks the shape before any query.
      const url = `/uploads/${(request.params as { '*': string })['*']}`;
      const file = await files.read(url);
      if (!file) return reply.callNotFound();
      return reply.headers(UPLOAD_HEADERS).type(file.contentType).send(file.bytes);
    });
  },
  { name: 'file-storage', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept and read back: local disk or the database (UPLOAD_STORAGE). */
    files: FileStorage;
  }
}
