// multipart/form-data bodies through @fastify/multipart: one file per request, no larger than the configured upload limit.
// Registered by the route files that take uploads, in their own scope, not by the app: the library adds two asynchronous
// hooks to every request of the scope it is registered in (for files saved to disk, which no route here does), and on
// every other route they were a twentieth of a cheap answer's cost. A multipart body sent anywhere else is refused as an
// unsupported media type.
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export default fp(
  async function multipartBodies(app) {
    const { uploadMaxBytes } = app.config;
    // throwFileSizeLimit: an oversized file fails the request (the envelope names the limit) instead of arriving cut short.
    await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 10 }, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
