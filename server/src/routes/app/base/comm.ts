// Common services: upload mode, image upload, params by key and the endpoint catalogue (eps).
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BusinessError } from '../../../http/app-error';
import { paramValue } from '../../../params/param-value';
import { currentUser } from '../../../plugins/app/auth';
import { coolEps, type CoolEntity } from '../../../plugins/app/cool-eps';
import { storePlayerImage } from '../../../uploads/player-uploads';
import { readUploadedImage } from '../../../uploads/uploaded-image';
import { publicUploadUrl } from '../../../uploads/upload-address';
import multipartBodies from '../../../plugins/external/multipart';

// The cool-admin / cool-uni eps convention (plugins/app/cool-eps.ts says why each field is as it is).
const apiSchema = Type.Object({
  method: Type.String({ description: 'Lower-case HTTP method: get, post' }),
  path: Type.String({ description: "Below the entity's prefix: /phone" }),
  summary: Type.String(),
  permission: Type.String({ description: "The prefix's segments after app and the path's, joined by ':': user:login:phone" }),
  access: Type.String({ description: "public, or user when the call needs a player's token" }),
});
const columnSchema = Type.Object({
  propertyName: Type.String(),
  type: Type.String({ description: 'A TypeScript type name: number, string, boolean, object, array, any, or a union of them' }),
  nullable: Type.Boolean({ description: 'Whether the field may be null or left out' }),
  comment: Type.String({ description: "The field's description, or ''" }),
});
const entitySchema = Type.Object({
  module: Type.String(),
  entity: Type.String(),
  prefix: Type.String({ description: 'Below the API base /api: /app/user/login' }),
  summary: Type.String(),
  name: Type.Optional(Type.String({ description: 'For an entity with a model (the row its generic info answers): BetRankEntity' })),
  columns: Type.Optional(Type.Array(columnSchema, { description: "One per field of the entity's model" })),
  api: Type.Array(apiSchema),
});

export default defineRoutes({
  access: 'public',
  summary: 'Common services',
  async register(app) {
    // For /upload (plugins/external/multipart.ts says why here).
    await app.register(multipartBodies);

    app.get(
      '/uploadMode',
      { schema: { summary: 'Where uploads go', response: { 200: envelopeOf(Type.Object({ mode: Type.String(), type: Type.String() })) } } },
      // mode stays local: the client always uploads through this server, whichever storage keeps the file.
      async () => ok({ mode: 'local', type: app.files.type }),
    );

    app.post(
      '/upload',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => String(request.user?.id ?? request.ip) } },
        schema: { summary: 'Upload an image (multipart field "file"); answers its URL (absolute under PUBLIC_URL when configured, else relative)', consumes: ['multipart/form-data'], response: { 200: envelopeOf(Type.String()) } },
      },
      async (request) => {
        const { bytes, type } = await readUploadedImage(request);
        const path = await storePlayerImage(app.db, app.files, currentUser(request).id, bytes, type.ext);
        return ok(publicUploadUrl(path, app.config.publicUrl));
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

    // Built at the first call: app.endpoints is complete only once every route file has registered, after this one.
    let eps: CoolEntity[] | undefined;
    app.get(
      '/eps',
      {
        schema: {
          summary: 'Every app endpoint in the cool-admin eps convention: per entity its prefix (and model), each action with its method, path and permission key',
          response: { 200: envelopeOf(Type.Array(entitySchema)) },
        },
      },
      async () => ok((eps ??= coolEps(app.endpoints))),
    );
  },
});
