/** Reads the route declarations a remote publishes (remotes.json inline, or its mf-manifest.json), keeping only well-formed ones. */
import type { RouteDeclaration, RouteTab } from '@racing/shared/src/routing/remote-route-table';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const optional = <T>(value: unknown, check: (v: unknown) => v is T): T | undefined => (check(value) ? value : undefined);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isTab = (value: unknown): value is RouteTab =>
  isObject(value) && typeof value.order === 'number' && typeof value.labelKey === 'string';

function parseOne(value: unknown): RouteDeclaration | null {
  if (!isObject(value) || !isPath(value.path) || typeof value.page !== 'string' || typeof value.titleKey !== 'string') return null;
  const aliases = Array.isArray(value.aliases) ? value.aliases.filter(isPath) : undefined;
  return {
    path: value.path,
    ...(aliases && aliases.length > 0 ? { aliases } : {}),
    page: value.page,
    titleKey: value.titleKey,
    requiresLogin: optional(value.requiresLogin, isBoolean),
    tab: optional(value.tab, isTab),
    maxWidth: optional(value.maxWidth, isPositive),
    customNavBar: optional(value.customNavBar, isBoolean),
  };
}

/** `undefined` when the value is not a list of declarations at all (the remote published none). */
export function parseRouteDeclarations(value: unknown): RouteDeclaration[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(parseOne).filter((route): route is RouteDeclaration => route !== null);
}
