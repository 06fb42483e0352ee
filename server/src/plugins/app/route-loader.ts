// Registers every file under routes/app/<module>/<entity> at /api/app/<module>/<entity>: the folder is the URL.
import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type RouteFile } from '../../http/define-routes';

export interface EndpointInfo {
  method: string;
  path: string;
  summary: string;
  permission: string;
  access: string;
}

export interface EntityInfo {
  module: string;
  entity: string;
  prefix: string;
  summary: string;
  api: EndpointInfo[];
}

const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes', 'app');

function routeFiles(): Array<{ module: string; entity: string; file: string }> {
  const found: Array<{ module: string; entity: string; file: string }> = [];
  for (const module of fs.readdirSync(ROUTES_DIR).sort()) {
    const dir = path.join(ROUTES_DIR, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      if (!/\.(ts|js)$/.test(name) || /\.(d|test)\.(ts|js)$/.test(name)) continue;
      found.push({ module, entity: name.replace(/\.(ts|js)$/, ''), file: path.join(dir, name) });
    }
  }
  return found;
}

/** Loads every route file and returns the endpoint catalogue (eps) it produced. */
export async function registerAppRoutes(app: FastifyInstance): Promise<EntityInfo[]> {
  const entities: EntityInfo[] = [];
  for (const { module, entity, file } of routeFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const definition: RouteFile = require(file).default;
    const prefix = `/api/app/${module}/${entity}`;
    const info: EntityInfo = { module, entity, prefix, summary: definition.summary, api: [] };
    entities.push(info);
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.config = { access: definition.access, ...(route.config ?? {}) };
          route.schema = { tags: [`${module}/${entity}`], ...(route.schema ?? {}) };
          if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
          const action = route.url.slice(prefix.length).replace(/^\//, '');
          const access = (route.config as { access: string }).access;
          const schema = route.schema as { summary?: string; security?: unknown };
          if (access === 'user') schema.security = [{ token: [] }];
          info.api.push({
            method: String(route.method).toUpperCase(),
            path: route.url,
            summary: schema.summary ?? action,
            permission: `${module}:${entity}:${action}`,
            access,
          });
        });
        await definition.register(scope.withTypeProvider<TypeBoxTypeProvider>());
      },
      { prefix },
    );
  }
  return entities;
}
