// Makes the PGlite data-folder template when it is missing (see pglite-template.ts). Run by
// scripts/ensure-build.mjs before the server starts, as a process of its own.
import { existsSync } from 'node:fs';
import { makePgliteTemplate, pgliteTemplatePath } from './pglite-template';

const file = pgliteTemplatePath();
if (!existsSync(file)) {
  const started = Date.now();
  makePgliteTemplate(file).then(
    () => console.log(`PGlite data-folder template made in ${Date.now() - started} ms: ${file}`),
    // Not fatal: the first start then runs initdb itself, as before (more memory for a minute).
    (error: unknown) =>
      console.error(`No PGlite template (${error instanceof Error ? error.message : String(error)}); initdb runs at first start`),
  );
}
