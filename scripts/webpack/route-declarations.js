/** A remote's route declarations (`src/routes.ts`), checked, and the federation `exposes` they imply: one per page. */
const fs = require('fs');
const path = require('path');
const { readTypedModule } = require('./read-typed-module');

const PATH_SHAPE = /^\/([\w-]+\/)*[\w-]*$/;
const PAGE_SHAPE = /^[a-z][a-z0-9-]*$/;
/** An early read's path: one of the app API's (under the client's `/api` base), a GET's query included. */
const EARLY_READ_URL = /^\/app(\/[\w-]+)+(\?[\w.%=&-]*)?$/;

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `earlyReads` of one route (shared/src/routing/remote-route-table.ts), or throws saying what is wrong. */
function checkEarlyReads(file, route) {
  if (route.earlyReads === undefined) return;
  if (!Array.isArray(route.earlyReads)) throw new Error(`${file}: ${route.path} has earlyReads that are not a list`);
  for (const read of route.earlyReads) {
    const where = `${file}: ${route.path} has an early read ${JSON.stringify(read)}`;
    if (!isPlainObject(read) || (read.method !== 'GET' && read.method !== 'POST')) throw new Error(`${where} whose method is not GET or POST`);
    if (typeof read.url !== 'string' || !EARLY_READ_URL.test(read.url)) throw new Error(`${where} whose url is not an /app/... path`);
    if (read.body !== undefined && (read.method !== 'POST' || !isPlainObject(read.body))) throw new Error(`${where} whose body is not a POST's JSON object`);
    const extra = Object.keys(read).filter((key) => !['method', 'url', 'body'].includes(key));
    if (extra.length > 0) throw new Error(`${where} with unknown fields ${extra.join(', ')}`);
  }
}

/** Exposed module name of a page: the host loads `<remote>/pages/<page>`. */
const pageExposeKey = (page) => `./pages/${page}`;

/** @returns {import('../../shared/src/routing/remote-route-table').RouteDeclaration[]} */
function readRouteDeclarations(appDir) {
  const file = path.join(appDir, 'src/routes.ts');
  const { routes } = readTypedModule(file);
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${file} must export a non-empty \`routes\` array`);
  const seen = new Set();
  for (const route of routes) {
    for (const routePath of [route.path, ...(route.aliases || [])]) {
      if (typeof routePath !== 'string' || !PATH_SHAPE.test(routePath)) throw new Error(`${file}: bad route path ${JSON.stringify(routePath)}`);
      if (seen.has(routePath)) throw new Error(`${file}: ${routePath} is declared twice`);
      seen.add(routePath);
    }
    if (typeof route.page !== 'string' || !PAGE_SHAPE.test(route.page)) throw new Error(`${file}: ${route.path} has a bad page name ${JSON.stringify(route.page)}`);
    if (!fs.existsSync(path.join(appDir, 'src/pages', `${route.page}.tsx`))) throw new Error(`${file}: ${route.path} names page ${route.page}, but src/pages/${route.page}.tsx is missing`);
    if (typeof route.titleKey !== 'string' || route.titleKey === '') throw new Error(`${file}: ${route.path} has no titleKey`);
    checkEarlyReads(file, route);
  }
  return routes;
}

function pageExposes(routes) {
  return Object.fromEntries(routes.map((route) => [pageExposeKey(route.page), `./src/pages/${route.page}.tsx`]));
}

module.exports = { readRouteDeclarations, pageExposes, pageExposeKey };
