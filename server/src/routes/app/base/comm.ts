// Common services: upload mode, image upload, params by key and the endpoint catalogue (eps).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BusinessError, ValidationError } from '../../../http/app-error';
import { pickLocalized } from '../../../i18n/language';
import { sniffImageType } from '../../../domain/image-type';
import { PARAM_DATA_TYPE } from '../../../seed/seed-content';

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
        if (!request.isMultipart()) throw new ValidationError('uploadMissingFile');
        const file = await request.file();
        if (!file) throw new ValidationError('uploadMissingFile');
        const buffer = await file.toBuffer();
        const type = sniffImageType(buffer.subarray(0, 16));
        if (!type) throw new ValidationError('uploadNotImage');
        const month = new Date().toISOString().slice(0, 7);
        const dir = path.join(app.config.dataDir, 'uploads', month);
        await fs.promises.mkdir(dir, { recursive: true });
        const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
        await fs.promises.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
        return ok(`/uploads/${month}/${name}`);
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
        const row = await app.db.selectFrom('param').select(['data', 'dataType']).where('keyName', '=', key).executeTakeFirst();
        if (!row) throw new BusinessError('paramNotFound', { key });
        if (row.dataType === PARAM_DATA_TYPE.localized) return ok(pickLocalized(JSON.parse(row.data) as Record<string, string>, request.language));
        if (row.dataType === PARAM_DATA_TYPE.json) return ok(JSON.parse(row.data) as unknown);
        return ok(row.data);
      },
    );

    app.get(
      '/eps',
      { schema: { summary: 'Every app endpoint with its method, path, summary and permission key', response: { 200: envelopeOf(Type.Array(entitySchema)) } } },
      async () => ok(app.endpoints),
    );
  },
});
