// multipart/form-data bodies through @fastify/multipart: one file per request, no larger than the configured upload limit.
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export default fp(
  async function multipartBodies(app, opts: { uploadMaxBytes: number }) {
    // throwFileSizeLimit: an oversized file fails the request (the envelope names the limit) instead of arriving cut short.
    await app.register(multipart, { limits: { fileSize: opts.uploadMaxBytes, files: 1, fields: 10 }, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
