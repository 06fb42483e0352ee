// Registers every file under routes/app/<module>/<entity> at /api/app/<module>/<entity>: the folder is the URL.
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { registerEntityRoutes, type EntityCatalogue } from './entity-routes';
import { type RouteFile } from '../../http/define-routes';

export interface EndpointInfo {
  method: string;
  path: string;
  summary: string;
  permission: string;
  access: string;
}

export type EntityInfo = EntityCatalogue<EndpointInfo>;

const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes', 'app');

/** Loads every route file and returns the endpoint catalogue (eps) it produced. */
export async function registerAppRoutes(app: FastifyInstance): Promise<EntityInfo[]> {
  return registerEntityRoutes<RouteFile, EndpointInfo>(app, ROUTES_DIR, '/api/app', {
    prepare(route, { module, entity, definition }) {
      route.config = { access: definition.access, ...(route.config ?? {}) };
      route.schema = { tags: [`${module}/${entity}`], ...(route.schema ?? {}) };
    },
    describe(route, { module, entity, action }) {
      const access = (route.config as { access: string }).access;
      const schema = route.schema as { summary?: string; security?: unknown };
      if (access === 'user') schema.security = [{ token: [] }];
      return {
        method: String(route.method).toUpperCase(),
        path: route.url,
        summary: schema.summary ?? action,
        permission: `${module}:${entity}:${action}`,
        access,
      };
    },
  });
}
