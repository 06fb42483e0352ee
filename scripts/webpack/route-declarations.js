/** A remote's route declarations (`src/routes.ts`), checked, and the federation `exposes` they imply: one per page. */
const fs = require('fs');
const path = require('path');
const { readTypedModule } = require('./read-typed-module');

const PATH_SHAPE = /^\/([\w-]+\/)*[\w-]*$/;
const PAGE_SHAPE = /^[a-z][a-z0-9-]*$/;

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
  }
  return routes;
}

function pageExposes(routes) {
  return Object.fromEntries(routes.map((route) => [pageExposeKey(route.page), `./src/pages/${route.page}.tsx`]));
}

module.exports = { readRouteDeclarations, pageExposes, pageExposeKey };
