// The import rules of docs/decisions/0005-boundaries.md, checked by dependency-cruiser over every
// import it resolves (type-only imports included). `npm run lint` runs it; table ownership and
// transactions, which depend on what a file does rather than what it imports, are checked by
// scripts/check-ownership.mjs.
const TESTS = '\\.(test|test-support)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'floor-imports-module',
      comment:
        'config, logger, db/, platform/, jobs/ and http/ sit below the modules: they import no module and ' +
        'neither composition-root file (app.ts, wiring.ts). Their tests may build the whole app.',
      severity: 'error',
      from: {
        path: '^apps/server/src/((db|platform|jobs|http)/|(config|logger)\\.ts$)',
        pathNot: TESTS,
      },
      to: { path: '^apps/server/src/(modules/|app\\.ts$|wiring\\.ts$)' },
    },
    {
      name: 'module-internals',
      comment: "A module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-web-imports-feature',
      comment: 'components/ and lib/ are shared by every feature and import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'feature-internals-from-outside',
      comment:
        'Outside the features, a feature is used only through its index.ts, or its light.ts: the part the ' +
        'sign-in page may load before the app (no router, no query cache; see apps/web/src/main.tsx).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/(index|light)\\.ts$',
      },
    },
    {
      name: 'feature-internals-from-feature',
      comment: "A feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // `import type` counts: a floor that names a module's type depends on it all the same.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
  },
};
