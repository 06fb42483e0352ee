// Generates the OpenAPI document from the route schemas and serves it at /api/openapi.json.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { LANGUAGES } from '../../i18n/language';

export default fp(
  async function openapi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Racing draws API',
          version: '1.0.0',
          description:
            `Every response is an envelope { code, message, data }: code 1000 success, 1001 business failure, 1002 validation failure, 1003 too many requests. Send the header \`language\` (${LANGUAGES.join(', ')}) to choose the message language.`,
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The access token (a "Bearer " prefix is accepted).' } },
          // The message languages, published so clients type the header against the server's list instead of copying it.
          parameters: {
            language: {
              name: 'language',
              in: 'header',
              required: false,
              description: 'Language of the messages; anything else answers in English.',
              schema: { type: 'string', enum: [...LANGUAGES] },
            },
          },
        },
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
