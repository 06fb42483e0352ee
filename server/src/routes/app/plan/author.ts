// Plan authors: a player's page in the plan hall, and following or unfollowing them (plans/CONTRACT.md).
import { Type } from '@sinclair/typebox';
import { type FastifyRequest } from 'fastify';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { currentUser, optionalUser } from '../../../plugins/app/auth';
import { recordViewAfterAnswer } from '../../../accounts/viewing-history';
import { authorView } from '../../../plans/author-view';
import { follow, unfollow } from '../../../plans/author-follows';
import { authorSchema, followSchema } from '../../../plans/plan-schemas';

const idBody = Type.Object({ id: Id({ description: 'The player to follow or unfollow' }) }, { additionalProperties: false });

export default defineRoutes({
  access: 'user',
  summary: 'Plan authors',
  register(app) {
    // Follow and unfollow share one limit per player (one store, one count for both routes), counted once the body is valid.
    const followLimit = app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => String(request.user?.id ?? request.ip) });

    app.get(
      '/info',
      {
        config: { access: 'public' },
        schema: {
          summary: "A player's page in the plan hall; a signed-in reader other than them counts a daily click and it lands in the reader's viewing history",
          querystring: Type.Object({ id: { ...Id(), description: 'Player id' } }, { additionalProperties: false }),
          response: { 200: envelopeOf(authorSchema) },
        },
      },
      async (request) => {
        const userId = (await optionalUser(request))?.id ?? null;
        const view = await authorView(app.db, request.query.id, { userId, language: request.language, now: Date.now(), publicUrl: app.config.publicUrl }, app.config.timeZone);
        recordViewAfterAnswer(app.db, request.log, async () => (view.mine ? null : userId), { kind: 'author', ref: String(view.id) });
        return ok(view);
      },
    );

    app.post(
      '/follow',
      {
        preHandler: followLimit,
        schema: { summary: 'Follow a player (idempotent; not myself)', body: idBody, response: { 200: envelopeOf(followSchema) } },
      },
      async (request) => ok(await follow(app.db, currentUser(request).id, request.body.id, Date.now())),
    );

    app.post(
      '/unfollow',
      {
        preHandler: followLimit,
        schema: { summary: 'Unfollow a player (idempotent)', body: idBody, response: { 200: envelopeOf(followSchema) } },
      },
      async (request) => ok(await unfollow(app.db, currentUser(request).id, request.body.id)),
    );
  },
});
