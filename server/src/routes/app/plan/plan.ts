// The plan hall: publish one of my slips as a plan, page through plans, open one, like one (plans/CONTRACT.md).
import { Type } from '@sinclair/typebox';
import { type FastifyRequest } from 'fastify';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BigId, DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { BusinessError } from '../../../http/app-error';
import { currentUser, optionalUser } from '../../../plugins/app/auth';
import { recordViewAfterAnswer } from '../../../accounts/viewing-history';
import { NOTE_MAX, publishPlan } from '../../../plans/plan-publishing';
import { hallPage, openPlan } from '../../../plans/plan-hall';
import { likePlan } from '../../../plans/plan-likes';
import { planViewById, type PlanReader } from '../../../plans/plan-views';
import { planSchema } from '../../../plans/plan-schemas';

/** Per signed-in player, counted after validation (preHandler): a request the schema refuses does nothing and costs nothing. */
const perPlayer = (request: FastifyRequest) => String(request.user?.id ?? request.ip);

export default defineRoutes({
  access: 'user',
  summary: 'Plans',
  register(app) {
    const readerOf = (request: FastifyRequest, userId: number | null): PlanReader => ({ userId, language: request.language, now: Date.now(), publicUrl: app.config.publicUrl });

    app.post(
      '/publish',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: perPlayer, hook: 'preHandler' } },
        schema: {
          summary: 'Publish one of my slips as a plan, before its period closes; my followers are told',
          body: Type.Object(
            {
              slipId: BigId(),
              note: Type.Optional(Type.String({ maxLength: NOTE_MAX, description: 'Trimmed; empty is no note' })),
              showStake: Type.Optional(Type.Boolean({ description: "Show the slip's total on the plan" })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(planSchema) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const reader = readerOf(request, userId);
        const { planId, issue } = await publishPlan(app.db, app.dialect, { userId, ...request.body }, reader.now);
        await app.notifications.notifyFollowers(userId, { kind: 'planPublished', ref: String(planId), actorId: userId, params: { planId, issue } });
        const view = await planViewById(app.db, planId, reader);
        if (!view) throw new BusinessError('planNotFound');
        return ok(view);
      },
    );

    app.post(
      '/page',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Plans of the open period first (newest first), then all others newest first; authors frozen or closed are not shown',
          body: Type.Optional(
            Type.Object(
              {
                ...pageFields,
                rankId: Type.Optional(Id({ minimum: 0, maximum: 10, description: 'Plans with a pick on this rank (0: the sum)' })),
                following: Type.Optional(Type.Boolean({ description: 'Only plans of players I follow (none for a guest)' })),
                authorId: Type.Optional(Id()),
              },
              { additionalProperties: false },
            ),
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(planSchema), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const page = request.body?.page ?? 1;
        const size = request.body?.size ?? DEFAULT_PAGE_SIZE;
        const reader = readerOf(request, (await optionalUser(request))?.id ?? null);
        const { list, total } = await hallPage(app.db, reader, { page, size, rankId: request.body?.rankId, following: request.body?.following, authorId: request.body?.authorId });
        return ok({ list, pagination: { page, size, total } });
      },
    );

    app.get(
      '/info',
      {
        config: { access: 'public' },
        schema: {
          summary: "One plan; a signed-in reader other than the author counts a daily click and it lands in the reader's viewing history",
          querystring: Type.Object({ id: { ...Id(), description: 'Plan id' } }, { additionalProperties: false }),
          response: { 200: envelopeOf(planSchema) },
        },
      },
      async (request) => {
        const userId = (await optionalUser(request))?.id ?? null;
        const view = await openPlan(app.db, request.query.id, readerOf(request, userId), app.config.timeZone);
        recordViewAfterAnswer(app.db, request.log, async () => (view.mine ? null : userId), { kind: 'plan', ref: String(view.id) });
        return ok(view);
      },
    );

    app.post(
      '/like',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perPlayer, hook: 'preHandler' } },
        schema: {
          summary: "Like a plan (not my own): once per player, a second like answers the same; the author is told",
          body: Type.Object({ id: Id() }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ id: Type.Integer(), likes: Type.Integer(), liked: Type.Literal(true) })) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const like = await likePlan(app.db, userId, request.body.id, Date.now());
        if (like.inserted) {
          await app.notifications.notify({ userId: like.authorId, kind: 'planLiked', ref: `${like.id}:${userId}`, actorId: userId, params: { planId: like.id, issue: like.issue } });
        }
        return ok({ id: like.id, likes: like.likes, liked: true as const });
      },
    );
  },
});
