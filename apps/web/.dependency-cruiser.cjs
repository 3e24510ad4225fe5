// Import rules for the web client, checked by `npm run lint` (docs/CONTRIBUTING.md#feature-folders, ADR 031).
// Features talk to each other only through their public entry `features/<x>/index.ts`; the app's
// router takes their pages from `features/<x>/routes.ts`;
// shared code (lib, components, config, messages) never imports a feature or the app.
// Cycles between features are checked on the graph of whole features: .dependency-cruiser-cycles.cjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      comment:
        "A feature reaches into another feature's folders: import from its index.ts, or move the shared piece to lib/ or components/.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'into-feature-internals',
      comment: "Code outside the features reaches into a feature's folders: import from its index.ts (the router: from its routes.ts).",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/(index|routes)\\.ts$' },
    },
    {
      name: 'routes-for-the-router',
      comment:
        "A feature's routes.ts (its pages as lazy loaders) is for the app's router alone; the router takes pages only from there, " +
        'so no feature index (and what it re-exports) lands in the entry chunk.',
      severity: 'error',
      from: { pathNot: '^src/app/router\\.tsx$' },
      to: { path: '^src/features/[^/]+/routes\\.ts$' },
    },
    {
      name: 'router-imports-feature-index',
      comment:
        "The router imports a feature's pages from its routes.ts; an index.ts would bring everything it exports into the entry chunk.",
      severity: 'error',
      from: { path: '^src/app/router\\.tsx$' },
      to: { path: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-imports-feature',
      comment: 'lib, components, config and messages sit below the features and the app: they never import them.',
      severity: 'error',
      from: { path: '^src/(lib|components|config|messages)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'The app composes the features; a feature never imports the app.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.css$' },
  },
};
