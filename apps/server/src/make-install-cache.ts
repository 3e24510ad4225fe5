// What the build makes once for the install, each when missing (ADR 038, ADR 074): the PGlite
// data-folder template, then the demo photos' derived files. Run as a process of its own by
// `npm run build` and by `npm start`'s build step. Where this process may not write (a read-only
// install, another account's), it makes nothing: it says what is missing and the start goes on.
// Every start and test run checks them: what makes them is imported only when one is missing.
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { pgliteTemplatePath } from './db/pglite-template';
import { demoDerivedCacheFolder } from './lib/derived-file-cache';
import { installCacheFolder, mayWrite } from './lib/install-cache';

const config = loadConfig();
const template = config.databaseUrl ? null : pgliteTemplatePath();
const demoCache = config.demoData ? await demoDerivedCacheFolder() : null;
const missing = [template, demoCache].filter((file): file is string => file !== null && !existsSync(file));

/** Makes one of them; a failure is said, not fatal: the start then does the work itself, as before. */
async function make(what: string, consequence: string, work: () => Promise<unknown>) {
  const started = Date.now();
  try {
    await work();
    console.log(`${what} made in ${Date.now() - started} ms`);
  } catch (error) {
    console.error(`No ${what} (${error instanceof Error ? error.message : String(error)}): ${consequence}`);
  }
}

if (missing.length > 0 && !mayWrite(installCacheFolder())) {
  console.warn(`Not made (${installCacheFolder()} is not writable here; \`npm run build\` makes them): ${missing.join(', ')}`);
} else {
  if (template && missing.includes(template))
    await make(`PGlite data-folder template ${template}`, 'initdb runs at the first start', async () =>
      (await import('./db/pglite-template')).makePgliteTemplate(template),
    );
  if (demoCache && missing.includes(demoCache))
    await make(`demo photos' derived files ${demoCache}`, 'the first start draws them', async () =>
      (await import('./demo-catalogue')).makeDemoDerivedCache(demoCache),
    );
}
