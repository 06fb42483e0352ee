// How an operator route file declares its entity: a summary and its actions; each action's permission key is <module>:<entity>:<action>.
import { type RouteApp } from './define-routes';

/**
 * Who may call an action without holding its permission: 'open' anyone (sign-in), 'signedIn' any operator with a full
 * session, 'passwordStage' also a session that must first change its one-time password. Absent: the role must hold the key.
 */
export type AdminGate = 'open' | 'signedIn' | 'passwordStage';

export interface AdminRouteFile {
  /** One line naming the entity, shown in the operator eps. */
  summary: string;
  register(app: RouteApp): void | Promise<void>;
}

export function defineAdminRoutes(file: AdminRouteFile): AdminRouteFile {
  return file;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the admin route loader on every operator action: <module>:<entity>:<action>. */
    permission?: string;
    gate?: AdminGate;
  }
}
