/**
 * The demo catalogue's first load, in a process of its own (ADR 040). Rendering the demo photos
 * and deriving their sizes and tiles is image work, and glibc keeps the memory libvips' threads
 * freed in its arenas: done in the server, it stayed ~140 MB resident until the next start. A
 * child process does it all and ends before the server goes on, so the server starts as light
 * as on any later start.
 */
import { spawn } from 'node:child_process';
import type { Config } from './config';
import type { Database } from './db/client';
import { catalogueIsEmpty, type DemoSummary, loadDemoDataIfEmpty } from './db/demo-data/load';
import { databaseIsNew, openDatabase } from './db/open';
import { entryFile } from './lib/entry-file';
import { createStorage } from './lib/storage-from-config';
import { createPhotoDerivationHere } from './photo-derivation-here';

/**
 * Opens the database; with DEMO_DATA on and nothing catalogued yet, the demo catalogue is loaded
 * first by a child process. A new PGlite folder goes to the child unopened (opening it here first
 * would leave its memory in this process too); an existing database is asked, and closed while
 * the child works (PGlite lets one process hold its folder).
 */
export async function openWithDemoCatalogue(config: Config): Promise<Database> {
  if (config.demoData && databaseIsNew(config)) return loadInChildThenOpen(config);
  const database = await openDatabase(config);
  if (!config.demoData || !(await catalogueIsEmpty(database.db))) return database;
  await database.close();
  return loadInChildThenOpen(config);
}

async function loadInChildThenOpen(config: Config): Promise<Database> {
  console.log('First start: loading the demo catalogue and deriving its photos in a process of its own…');
  await runDemoLoad();
  return openDatabase(config);
}

/** The child: `demo-load` next to this module, with this process's Node flags and environment. */
function runDemoLoad(): Promise<void> {
  const entry = entryFile(import.meta.url, 'demo-load');
  const child = spawn(process.execPath, [...process.execArgv, ...entry.tsxArgs, entry.path], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The demo catalogue was not loaded: its process ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** The child's work: the demo catalogue into an empty database, every photo derived, then closed. */
export async function loadDemoCatalogue(config: Config): Promise<DemoSummary | null> {
  const database = await openDatabase(config);
  try {
    const storage = createStorage(config);
    const loaded = await loadDemoDataIfEmpty(database.db, storage);
    if (loaded) await createPhotoDerivationHere(database.db, storage).runPending();
    return loaded;
  } finally {
    await database.close();
  }
}
