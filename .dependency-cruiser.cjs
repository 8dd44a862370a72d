// The layer and dependency check of `npm test` (npm run check:deps). Layers, from the bottom:
// domain <- search-config <- adapters <- indexer <- api; web stands on domain and search-config.
// contract (the API's routes, its request schemas and the answer types) stands on domain and
// search-config; api and web both import it, web its types only.
// Nothing imports web or api: the bench and the browser journeys only start the server.
/**
 * Code outside the production image: test files and helpers, the browser journeys, the port contract
 * suites, the bench.
 */
const NOT_SHIPPED = [
  '\\.test\\.tsx?$',
  '/testing/',
  '/test-helpers\\.tsx?$',
  '^web/e2e/',
  '^adapters/src/(search|queue|store)/contract[^/]*\\.ts$',
  '^bench/',
];

/** A workspace may import only these other workspaces. */
const LAYERS = {
  domain: [],
  'search-config': ['domain'],
  contract: ['search-config', 'domain'],
  adapters: ['search-config', 'domain'],
  indexer: ['adapters', 'search-config', 'domain'],
  api: ['adapters', 'search-config', 'domain', 'indexer', 'contract'],
  web: ['domain', 'search-config', 'contract'],
};
const WORKSPACES = ['domain', 'search-config', 'contract', 'adapters', 'indexer', 'api', 'web', 'bench'];

const layerRules = Object.entries(LAYERS).map(([workspace, allowed]) => ({
  name: `layer-${workspace}`,
  comment: `${workspace} may import ${allowed.length ? allowed.join(', ') : 'no other workspace'}`,
  severity: 'error',
  from: {
    path: `^${workspace}/`,
    // The browser journeys start the real server (with the adapters' configuration and logger).
    ...(workspace === 'web' && { pathNot: '^web/e2e/' }),
  },
  to: {
    path: `^(${WORKSPACES.filter((w) => w !== workspace && !allowed.includes(w)).join('|')})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment:
        'no import cycle, not even through a barrel or a type: a module in a cycle is half-initialised ' +
        'when the first one of the cycle is loaded, and a cycle ties modules that should stand alone',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'services-without-http',
      comment:
        'a service throws errors by kind (api/src/service-errors.ts); only api/src/http/errors.ts ' +
        'turns them into statuses, so no service knows HTTP',
      severity: 'error',
      from: { path: '^api/src/routes/[^/]+/service\\.ts$' },
      to: { path: '^api/src/http/' },
    },
    {
      name: 'web-contract-types-only',
      comment:
        "the web app takes the contract's types only: its request schemas are zod, which the " +
        "browser's bundles would then carry (the list's budget, scripts/size-report.mjs)",
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'undeclared-package',
      comment: 'a package must be declared by the workspace that imports it (or by the root, for tools)',
      severity: 'error',
      from: {},
      // Vite's virtual modules (web/page-modules.ts) are made by the build, not installed.
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'unknown', 'undetermined'], pathNot: '^virtual:' },
    },
    {
      name: 'production-needs-dependencies',
      comment: 'production code imports only dependencies: devDependencies are not installed in the image',
      severity: 'error',
      from: { pathNot: NOT_SHIPPED },
      to: { dependencyTypes: ['npm-dev', 'npm-optional', 'npm-peer'] },
    },
    {
      name: 'production-without-test-code',
      comment: 'production code does not import test helpers or contract suites',
      severity: 'error',
      from: { pathNot: NOT_SHIPPED },
      to: { path: NOT_SHIPPED },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Workspace packages resolve to their source through node_modules' links.
    preserveSymlinks: false,
    // A workspace's own package.json and the root's (the tools every workspace's tests use).
    combinedDependencies: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
