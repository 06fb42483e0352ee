// Images agents send in chat: stored like players' uploads and recorded with their operator, so a chat image is always one of ours.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { currentOperator } from '../../../plugins/app/operators';
import { readUploadedImage } from '../../../uploads/uploaded-image';
import { publicUploadUrl } from '../../../uploads/upload-address';
import multipartBodies from '../../../plugins/external/multipart';

export default defineAdminRoutes({
  summary: 'Customer service uploads',
  async register(app) {
    // Only this scope parses multipart bodies (plugins/external/multipart.ts says why).
    await app.register(multipartBodies);
    app.post(
      '/image',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => String(request.operator?.id ?? request.ip) } },
        schema: { summary: 'Upload an image to send in chat (multipart field "file"); answers its URL', consumes: ['multipart/form-data'], response: { 200: envelopeOf(Type.String()) } },
      },
      async (request) => {
        const operator = currentOperator(request);
        const { bytes, type } = await readUploadedImage(request);
        const now = new Date();
        const path = await app.files.put(bytes, type.ext, now);
        await app.db.insertInto('operatorUpload').values({ url: path, operatorId: operator.id, createdAt: now.getTime() }).execute();
        return ok(publicUploadUrl(path, app.config.publicUrl));
      },
    );
  },
});
