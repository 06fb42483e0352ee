// Registers every file under routes/app/<module>/<entity> at /api/app/<module>/<entity>: the folder is the URL.
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { registerEntityRoutes, type EntityCatalogue } from './entity-routes';
import { genericInfoRow, type ObjectSchema } from './entity-model';
import { type RouteFile } from '../../http/define-routes';

/** Where the API lives; eps gives prefixes below it, the way cool clients prepend their own base URL. */
export const API_BASE = '/api';

export interface EndpointInfo {
  method: string;
  path: string;
  summary: string;
  permission: string;
  access: string;
}

export interface EntityInfo extends EntityCatalogue<EndpointInfo> {
  /** The row the entity's generic info answers, when it has one: its model, shown in eps as a name and columns. */
  model?: ObjectSchema;
}

const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes', 'app');

/** Loads every route file and returns the endpoint catalogue it produced, the source of eps and of the OpenAPI document alike. */
export async function registerAppRoutes(app: FastifyInstance): Promise<EntityInfo[]> {
  const models = new Map<string, ObjectSchema>();
  const entities = await registerEntityRoutes<RouteFile, EndpointInfo>(app, ROUTES_DIR, `${API_BASE}/app`, {
    prepare(route, { module, entity, definition }) {
      route.config = { access: definition.access, ...(route.config ?? {}) };
      route.schema = { tags: [`${module}/${entity}`], ...(route.schema ?? {}) };
    },
    describe(route, { module, entity, action }) {
      const access = (route.config as { access: string }).access;
      const schema = route.schema as { summary?: string; security?: unknown };
      if (access === 'user') schema.security = [{ token: [] }];
      const row = genericInfoRow(route, action);
      if (row) models.set(`${module}/${entity}`, row);
      return {
        method: String(route.method).toUpperCase(),
        path: route.url,
        summary: schema.summary ?? action,
        permission: `${module}:${entity}:${action}`,
        access,
      };
    },
  });
  // Every route is in by now (awaiting a registration runs it), so each entity's model is known.
  return entities.map((info) => {
    const model = models.get(`${info.module}/${info.entity}`);
    return model ? { ...info, model } : info;
  });
}
