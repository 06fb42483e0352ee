// Registers every file under routes/admin/<module>/<entity> at /api/admin/<module>/<entity>, each action guarded by its permission key.
import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { registerEntityRoutes, type EntityCatalogue } from './entity-routes';
import { type AdminGate, type AdminRouteFile } from '../../http/define-admin-routes';

export interface AdminEndpointInfo {
  method: string;
  path: string;
  summary: string;
  /** <module>:<entity>:<action>. */
  permission: string;
  /** Set when the action is open to more than the roles holding its key. */
  gate: AdminGate | null;
}

export type AdminEntityInfo = EntityCatalogue<AdminEndpointInfo>;

const ROUTES_DIR = path.join(__dirname, '..', '..', 'routes', 'admin');

/** Loads every operator route file and returns the operator endpoint catalogue. */
export async function registerAdminRoutes(app: FastifyInstance): Promise<AdminEntityInfo[]> {
  if (!fs.existsSync(ROUTES_DIR)) return [];
  return registerEntityRoutes<AdminRouteFile, AdminEndpointInfo>(app, ROUTES_DIR, '/api/admin', {
    prepare(route, { module, entity, action }) {
      // `access` stays unset: the player token hook ignores these routes; the operator hook guards them.
      route.config = { ...(route.config ?? {}), permission: `${module}:${entity}:${action}`, access: undefined };
      // Operator routes stay out of the players' OpenAPI document (and the types generated from it).
      route.schema = { ...(route.schema ?? {}), tags: [`admin:${module}/${entity}`], hide: true };
    },
    describe(route, { module, entity, action }) {
      const schema = route.schema as { summary?: string };
      return {
        method: String(route.method).toUpperCase(),
        path: route.url,
        summary: schema.summary ?? action,
        permission: `${module}:${entity}:${action}`,
        gate: route.config?.gate ?? null,
      };
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    adminEndpoints: AdminEntityInfo[];
  }
}
