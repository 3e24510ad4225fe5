// Import rules for the server, checked by `npm run lint` (docs/CONTRIBUTING.md#what-the-linters-enforce, ADR 050): routes → services →
// repositories → db/. SQL (drizzle-orm) is written in repositories and db/ only; plugins and modules
// meet only through the types the composition root hands over; db/ and lib/ know no module; every
// repository and service is built in services.ts and its areas' files in services/.
// `test/import-rules.test.ts` runs these rules on a fixture tree that breaks each of them.

/** Where SQL may be written: db/ (schema, counts, dumps, migrations) and the modules' repositories. */
const DATA = [
  '^src/db/',
  '^src/modules/[^/]+/[^/]+\\.repository\\.ts$',
  // The catalogue search's query builders (conditions, order, matching ids), shared by the item
  // repositories; they also hold the search's types, which services name.
  '^src/modules/catalogue/item-(query|matches)\\.ts$',
];
const ROUTES = '^src/modules/[^/]+/[^/]+\\.routes\\.ts$';
/**
 * The composition root (services.ts and its areas' files in services/) and the processes' entry
 * points (configuration files are shared by all).
 */
const ROOTS = '^src/(services|services/[^/]+|app|main|demo-catalogue|demo-load|make-install-cache)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'routes-skip-services',
      comment: 'A route reaches past the services to a repository or db/: ask a service (routes parse, call a service, answer).',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: DATA },
    },
    {
      name: 'services-import-db',
      comment:
        'A service (or a helper of one) imports db/: queries and counts belong in a repository. A service names only ' +
        "the transaction handle it passes to repositories: `import type { Executor } from '…/db/client'`.",
      severity: 'error',
      from: { path: '^src/modules/', pathNot: DATA },
      to: { path: '^src/db/', pathNot: '^src/db/client\\.ts$' },
    },
    {
      name: 'services-import-db-values',
      comment: 'A service (or a helper of one) takes a value from db/client (queryRows…): only its types; the query goes in a repository.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: DATA },
      to: { path: '^src/db/client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sql-outside-repositories',
      comment: 'drizzle-orm (sql, the query builder, operators) outside db/ and the repositories: move the query into a repository.',
      severity: 'error',
      from: { path: '^src/', pathNot: DATA },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'module-imports-plugin',
      comment: 'A module imports a plugin: move what both use (problem answers, file replies) to lib/.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/plugins/' },
    },
    {
      name: 'plugin-imports-module',
      comment:
        "A plugin imports a module's code: it gets services and repositories from app.ts (built in services.ts) and " +
        'names only their types (`import type`); move code both use to lib/.',
      severity: 'error',
      from: { path: '^src/plugins/' },
      to: { path: '^src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-imports-module',
      comment: 'db/ sits below the modules and plugins: it never imports them; the caller passes what a module contributes.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: ['^src/(modules|plugins|cli)/', ROOTS] },
    },
    {
      name: 'lib-imports-upward',
      comment: 'lib/ is shared by every layer: it never imports a module, a plugin or an entry point.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: ['^src/(modules|plugins|cli)/', ROOTS] },
    },
    {
      name: 'one-composition-root',
      comment:
        'A repository or service is built outside services.ts and services/: the server, the admin CLI and the demo load take theirs ' +
        'from createServices / createServicesHere (add what is missing there).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/services(\\.ts$|/)', '^src/modules/'] },
      to: { path: '\\.(repository|service)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'module-imports-root',
      comment: 'A module takes code from the composition root or an entry point: it names only their types (`Services`).',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: ROOTS, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // Tests cross the layers on purpose (a repository's test opens a database).
    exclude: { path: '\\.test\\.ts$' },
  },
};
