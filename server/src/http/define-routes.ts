// How a route file declares its entity: access for the whole file (public or user), a summary, and its actions.
import { type FastifyInstance, type FastifyBaseLogger, type RawServerDefault, type RawRequestDefaultExpression, type RawReplyDefaultExpression } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Access } from '../plugins/app/auth';

export type RouteApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface RouteFile {
  /** Who may call this file's actions unless an action says otherwise in `config.access`. */
  access: Access;
  /** One line naming the entity, shown in eps and the OpenAPI document. */
  summary: string;
  register(app: RouteApp): void | Promise<void>;
}

export function defineRoutes(file: RouteFile): RouteFile {
  return file;
}
