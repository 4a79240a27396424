// The import directions of STYLE.md ("imports flow one way"), checked by `npm run lint:layers`
// (scripts/layers.mjs, a step of `npm test`). Run it through that script, not `npx depcruise`: the
// script makes dependency-cruiser 17's swc parser read .tsx files and marks type-only imports (see
// the notes there), and fails when nothing was cruised.

/** Test code: test files, the shared factories and fixtures, and the old per-module factory spots. */
const TEST_CODE = '\\.test\\.tsx?$|^src/testing/|^src/server/modules/[^/]+/testing(\\.tsx?$|/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment:
        'src/shared is imported by both the server and the browser; reaching into either side would ' +
        'carry a database, Hono or React into the other (STYLE.md: shared imports nothing of them).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web|ssr|cli)/' },
    },
    {
      name: 'shared-no-node',
      comment:
        'Shared code runs in the browser too, where node:* modules do not exist. Its tests run in ' +
        'Node only and may use them.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TEST_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-not-server',
      comment:
        'The browser bundle must not pull in server code (database, secrets, Node APIs). The typed ' +
        'client in src/web/lib/api-client.ts (and its lazily loaded transport) is the one door; the next two rules guard it.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '^src/web/lib/api-(client|transport)\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-api-client-reads-app-type-only',
      comment:
        'The typed client needs AppType from src/server/app.ts and nothing else of the server: the ' +
        'one web-to-server edge, for its type alone.',
      severity: 'error',
      from: { path: '^src/web/lib/api-(client|transport)\\.ts$' },
      to: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
    },
    {
      name: 'web-api-client-app-import-is-type-only',
      comment:
        'A value import of src/server/app.ts would bundle the whole server into the browser; only ' +
        '`import type { AppType }` is erased at build time.',
      severity: 'error',
      from: { path: '^src/web/lib/api-(client|transport)\\.ts$' },
      to: { path: '^src/server/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-web',
      comment:
        'The server must not import the web app, nor src/ssr, the layer that draws it: the typed ' +
        'client already reads the server (AppType), so either would close a loop between the two, and ' +
        'every server change would be a change of the web app. The server asks for a page renderer ' +
        'through its port (src/server/http/pages.ts); the process entry src/main.ts hands src/ssr in ' +
        '(decision 068). Server tests too: a drawn page is tested in src/ssr.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(web|ssr)/' },
    },
    {
      name: 'web-not-ssr',
      comment:
        "src/ssr draws the web app on Node for the server, and reads the server's port: the browser " +
        'bundle must not pull it in, and the web app must not depend on how the server draws it.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/ssr/' },
    },
    {
      name: 'ssr-reads-server-port-only',
      comment:
        'The page renderer knows the server only by the port the server declares for it ' +
        '(src/server/http/pages.ts: the request, the page, the API reads it is given), never a ' +
        "module's service or tables, so the modules can change behind it. Its tests build the real app.",
      severity: 'error',
      from: { path: '^src/ssr/', pathNot: TEST_CODE },
      to: { path: '^src/server/', pathNot: '^src/server/http/pages\\.ts$' },
    },
    {
      name: 'ssr-server-port-import-is-type-only',
      comment:
        'The renderer is handed what it reads when the server builds it; a value import of the port ' +
        "file would reach the server's services behind the injection.",
      severity: 'error',
      from: { path: '^src/ssr/', pathNot: TEST_CODE },
      to: { path: '^src/server/http/pages\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-not-each-other',
      comment:
        'A feature folder is one domain of the web app; what two features need moves down into ' +
        'shared code, components/ or lib/, so a feature can change (or go) without touching others.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'storefront-not-admin',
      comment:
        "Each feature has two halves (decision 075): the customer's pages, api and components, and " +
        'admin/, the staff screens. Nothing outside the staff side imports an admin/ folder, so the ' +
        "customer's pages carry no staff code and a staff screen can change without touching them " +
        "(an admin/ half may use its own feature's storefront pieces: query keys, a banner's slide).",
      severity: 'error',
      from: {
        path: '^src/(web|ssr)/',
        pathNot: ['/admin/', '^src/web/app/routes/admin(-page\\.tsx|/)', TEST_CODE],
      },
      to: { path: '^src/web/features/[^/]+/admin/' },
    },
    {
      name: 'features-not-app',
      comment:
        'app/ (router, layout, pages) composes the features; a feature reaching back up into it makes ' +
        'a cycle between the layers.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'components-lib-not-features-app',
      comment:
        'components/ and lib/ sit below the features and the app: generic pieces every feature may ' +
        'use, so they must not depend on any one of them. Their tests may drive real feature code ' +
        '(the client test calls the fetchers through it).',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/', pathNot: TEST_CODE },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'demo-from-the-entry-only',
      comment:
        'src/demo holds stand-ins that ship for PAYMENTS=demo (decision 082): the fake Stripe. Only ' +
        'the server process entry starts them, and tests use them; no module reaches them, and they ' +
        'reach no module.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/demo/', '^src/server/main\\.ts$', TEST_CODE] },
      to: { path: '^src/demo/' },
    },
    {
      name: 'demo-stands-alone',
      comment: 'The demo stand-ins import nothing of the app (they answer like the outside service).',
      severity: 'error',
      from: { path: '^src/demo/', pathNot: TEST_CODE },
      to: { path: '^src/(server|web|shared|ssr|cli|testing)/' },
    },
    {
      name: 'production-not-test-code',
      comment:
        'Test factories and fixtures (src/testing/, *.test.ts) may use vitest, fake servers and ' +
        'shortcuts that must never ship; production code stays free of them.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'module-door',
      comment:
        'A server module is reached only through its public entry, src/server/modules/<m>/public.ts ' +
        "(STYLE habit 16, decision 067): never another module's schema.ts, actions/ or other files. " +
        'What it owns (tables, write steps, caches) can then change without touching its callers.',
      severity: 'error',
      from: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: [TEST_CODE, '^src/server/modules/[^/]+/schema\\.ts$'],
      },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/($1/|[^/]+/public\\.ts$)' },
    },
    {
      name: 'schema-references-schema-only',
      comment:
        "A table may point at another module's table with a foreign key (the database keeps them " +
        'consistent), so a schema.ts may import another schema.ts, and nothing else of that module.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/schema\\.ts$' },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/($1/|[^/]+/schema\\.ts$)' },
    },
    {
      name: 'outside-through-door',
      comment:
        'The rest of the server (app.ts, services.ts, main.ts, http/), the commands and the page ' +
        'renderer use a module through its public entry too. db/schema.ts alone gathers every ' +
        "module's tables, for Drizzle and its migrations.",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [TEST_CODE, '^src/server/modules/', '^src/server/db/schema\\.ts$'],
      },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/public\\.ts$' },
    },
    {
      name: 'no-runtime-cycle',
      comment:
        'Modules that load each other at run time see each other half-initialised (a value read ' +
        'before its module ran). Cycles through `import type` alone are erased at build time and allowed.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // Read by scripts/layers.mjs (not dependency-cruiser): the server modules, each a folder, must
    // not form a cycle through any of their imports (rule no-module-cycle, decision 067).
    moduleCycles: { path: '^src/server/modules/([^/]+)/', pathNot: TEST_CODE },
    // TypeScript 7 has no JavaScript API: without swc, dependency-cruiser would read no TypeScript at
    // all and report "0 modules cruised" (STACK-NOTES.md). scripts/layers.mjs fails on zero.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    // `@/` is src/: the paths of tsconfig.json, read by dependency-cruiser's resolver.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
