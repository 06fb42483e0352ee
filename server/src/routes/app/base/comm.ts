// Common services: upload mode, image upload, params by key and the endpoint catalogue (eps).
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BusinessError } from '../../../http/app-error';
import { paramValue } from '../../../params/param-value';
import { currentUser } from '../../../plugins/app/auth';
import { storePlayerImage } from '../../../uploads/player-uploads';
import { readUploadedImage } from '../../../uploads/uploaded-image';

const endpointSchema = Type.Object({
  method: Type.String(),
  path: Type.String(),
  summary: Type.String(),
  permission: Type.String(),
  access: Type.String(),
});
const entitySchema = Type.Object({
  module: Type.String(),
  entity: Type.String(),
  prefix: Type.String(),
  summary: Type.String(),
  api: Type.Array(endpointSchema),
});

export default defineRoutes({
  access: 'public',
  summary: 'Common services',
  register(app) {
    app.get(
      '/uploadMode',
      { schema: { summary: 'Where uploads go', response: { 200: envelopeOf(Type.Object({ mode: Type.String(), type: Type.String() })) } } },
      async () => ok({ mode: 'local', type: 'local' }),
    );

    app.post(
      '/upload',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => String(request.user?.id ?? request.ip) } },
        schema: { summary: 'Upload an image (multipart field "file"); answers its URL', consumes: ['multipart/form-data'], response: { 200: envelopeOf(Type.String()) } },
      },
      async (request) => {
        const { bytes, type } = await readUploadedImage(request);
        return ok(await storePlayerImage(app.db, app.config.dataDir, currentUser(request).id, bytes, type.ext));
      },
    );

    app.get(
      '/param',
      {
        schema: {
          summary: 'A param by key (texts per language come back in the request language)',
          querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Unknown()) },
        },
      },
      async (request) => {
        const { key } = request.query;
        const value = await paramValue(app.db, key, request.language, app.config);
        if (value === undefined) throw new BusinessError('paramNotFound', { key });
        return ok(value);
      },
    );

    app.get(
      '/eps',
      { schema: { summary: 'Every app endpoint with its method, path, summary and permission key', response: { 200: envelopeOf(Type.Array(entitySchema)) } } },
      async () => ok(app.endpoints),
    );
  },
});
