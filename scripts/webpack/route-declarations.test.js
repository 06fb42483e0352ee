/** A remote's route declarations are checked when its build reads them: a bad one stops the build with its reason. */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { readRouteDeclarations, pageExposes } = require('./route-declarations');
const { REMOTES } = require('./app-topology');

const repoRoot = path.resolve(__dirname, '../..');

function remoteWith(routesSource, pages = ['home-page']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-routes-'));
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  for (const page of pages) fs.writeFileSync(path.join(dir, 'src/pages', `${page}.tsx`), 'export default () => null;\n');
  fs.writeFileSync(path.join(dir, 'src/routes.ts'), routesSource);
  return dir;
}

const declare = (routes) => `export const routes = ${JSON.stringify(routes)} as const;\n`;

it("reads every remote's own declarations, and exposes one module per page", () => {
  for (const remote of REMOTES) {
    const routes = readRouteDeclarations(path.join(repoRoot, remote.dir));
    expect(routes.length).toBeGreaterThan(0);
    const exposes = pageExposes(routes);
    for (const route of routes) expect(exposes[`./pages/${route.page}`]).toBe(`./src/pages/${route.page}.tsx`);
  }
});

it.each([
  ['a path that is not a hash path', [{ path: 'pages/x', page: 'home-page', titleKey: 't.x' }], /bad route path/],
  ['a path declared twice', [{ path: '/a', page: 'home-page', titleKey: 't.a' }, { path: '/b', aliases: ['/a'], page: 'home-page', titleKey: 't.b' }], /declared twice/],
  ['a page that does not exist', [{ path: '/a', page: 'gone-page', titleKey: 't.a' }], /src\/pages\/gone-page\.tsx is missing/],
  ['a page name that could leave src/pages', [{ path: '/a', page: '../secret', titleKey: 't.a' }], /bad page name/],
  ['no title', [{ path: '/a', page: 'home-page' }], /no titleKey/],
  ['nothing at all', [], /non-empty/],
  ['an early read by another method', [{ path: '/a', page: 'home-page', titleKey: 't.a', earlyReads: [{ method: 'DELETE', url: '/app/x' }] }], /not GET or POST/],
  ['an early read off the app API', [{ path: '/a', page: 'home-page', titleKey: 't.a', earlyReads: [{ method: 'GET', url: 'https://elsewhere.example/app/x' }] }], /not an \/app\/\.\.\. path/],
  ['an early GET with a body', [{ path: '/a', page: 'home-page', titleKey: 't.a', earlyReads: [{ method: 'GET', url: '/app/x', body: {} }] }], /not a POST's JSON object/],
  ['an early read with a field it does not know', [{ path: '/a', page: 'home-page', titleKey: 't.a', earlyReads: [{ method: 'GET', url: '/app/x', token: 't' }] }], /unknown fields token/],
])('refuses %s', (_case, routes, message) => {
  expect(() => readRouteDeclarations(remoteWith(declare(routes)))).toThrow(message);
});

it('takes early reads: a GET with its query, a POST with its body', () => {
  const earlyReads = [{ method: 'GET', url: '/app/lottery/result/current' }, { method: 'GET', url: '/app/x/y?size=5' }, { method: 'POST', url: '/app/bet/rank/playItems', body: {} }];
  const [route] = readRouteDeclarations(remoteWith(declare([{ path: '/', page: 'home-page', titleKey: 't.a', earlyReads }])));
  expect(route.earlyReads).toEqual(earlyReads);
});

it('reads an edited declaration at once (watch builds)', () => {
  const dir = remoteWith(declare([{ path: '/a', page: 'home-page', titleKey: 't.a' }]));
  expect(readRouteDeclarations(dir)).toHaveLength(1);
  fs.writeFileSync(path.join(dir, 'src/routes.ts'), declare([{ path: '/a', page: 'home-page', titleKey: 't.a' }, { path: '/b', page: 'home-page', titleKey: 't.b' }]));
  expect(readRouteDeclarations(dir)).toHaveLength(2);
});
