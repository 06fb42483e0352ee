// The player endpoint catalogue as cool-admin / cool-uni eps, the list a cool client builds its service tree from.
import { API_BASE, type EntityInfo } from './route-loader';
import { modelColumns, modelName, type ModelColumn } from './entity-model';

export interface CoolApi {
  /** Lower-case, as cool clients send it. */
  method: string;
  /** Below the entity's prefix (`/phone`): the client calls prefix + path and names the method after its last segment. */
  path: string;
  summary: string;
  /** The prefix's segments after `app` and the path's, joined by `:` (`user:login:phone`), as the client derives it. */
  permission: string;
  /** Ours, beyond the convention: `public`, or `user` when the call needs a player's token. */
  access: string;
}

export interface CoolEntity {
  module: string;
  entity: string;
  /** Below the API base (`/app/user/login`): the client prepends its own base URL and files the service under its segments. */
  prefix: string;
  summary: string;
  /** Only for an entity with a model (see entity-model.ts). */
  name?: string;
  columns?: ModelColumn[];
  api: CoolApi[];
}

export function coolEps(entities: EntityInfo[]): CoolEntity[] {
  return entities.map((info) => ({
    module: info.module,
    entity: info.entity,
    prefix: info.prefix.slice(API_BASE.length),
    summary: info.summary,
    ...(info.model ? { name: modelName(info.module, info.entity), columns: modelColumns(info.model) } : {}),
    api: info.api.map((endpoint) => ({
      method: endpoint.method.toLowerCase(),
      path: endpoint.path.slice(info.prefix.length),
      summary: endpoint.summary,
      permission: endpoint.permission,
      access: endpoint.access,
    })),
  }));
}
