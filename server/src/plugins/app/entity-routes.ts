// Shared by the player and operator route loaders: finds every <module>/<entity> route file under a folder and registers
// each at <base>/<module>/<entity>, collecting its endpoints for the catalogue (eps) as the routes are added.
import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance, type RouteOptions } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type RouteApp } from '../../http/define-routes';

export interface RouteFileEntry {
  module: string;
  entity: string;
  file: string;
}

/** Every route file under `dir`: one folder a module, one .ts/.js file an entity (declarations and tests left out), sorted. */
export function routeFiles(dir: string): RouteFileEntry[] {
  const found: RouteFileEntry[] = [];
  for (const module of fs.readdirSync(dir).sort()) {
    const moduleDir = path.join(dir, module);
    if (!fs.statSync(moduleDir).isDirectory()) continue;
    for (const name of fs.readdirSync(moduleDir).sort()) {
      if (!/\.(ts|js)$/.test(name) || /\.(d|test)\.(ts|js)$/.test(name)) continue;
      found.push({ module, entity: name.replace(/\.(ts|js)$/, ''), file: path.join(moduleDir, name) });
    }
  }
  return found;
}

/** What a route file exports by default. */
export interface EntityRouteFile {
  summary: string;
  register(app: RouteApp): void | Promise<void>;
}

export interface EntityCatalogue<Endpoint> {
  module: string;
  entity: string;
  prefix: string;
  summary: string;
  api: Endpoint[];
}

/** A route as the onRoute hook sees it. */
export type AddedRoute = RouteOptions & { routePath: string; path: string; prefix: string };

export interface RouteContext<File> {
  module: string;
  entity: string;
  /** The action's path below the entity's prefix: `page` for /api/app/<module>/<entity>/page. */
  action: string;
  definition: File;
}

export interface EntityRouteHooks<File, Endpoint> {
  /** Adjusts every route of the entity (its config and schema) as it is added, HEAD routes included. */
  prepare(route: AddedRoute, context: RouteContext<File>): void;
  /** The catalogue entry of a route, called after `prepare` for every route but the HEAD ones. */
  describe(route: AddedRoute, context: RouteContext<File>): Endpoint;
}

/** Registers every route file under `dir` at `<base>/<module>/<entity>` and answers the catalogue of what it added. */
export async function registerEntityRoutes<File extends EntityRouteFile, Endpoint>(
  app: FastifyInstance,
  dir: string,
  base: string,
  hooks: EntityRouteHooks<File, Endpoint>,
): Promise<Array<EntityCatalogue<Endpoint>>> {
  const entities: Array<EntityCatalogue<Endpoint>> = [];
  for (const { module, entity, file } of routeFiles(dir)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const definition: File = require(file).default;
    const prefix = `${base}/${module}/${entity}`;
    const info: EntityCatalogue<Endpoint> = { module, entity, prefix, summary: definition.summary, api: [] };
    entities.push(info);
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          const context: RouteContext<File> = { module, entity, action: route.url.slice(prefix.length).replace(/^\//, ''), definition };
          hooks.prepare(route, context);
          if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
          info.api.push(hooks.describe(route, context));
        });
        await definition.register(scope.withTypeProvider<TypeBoxTypeProvider>());
      },
      { prefix },
    );
  }
  return entities;
}
