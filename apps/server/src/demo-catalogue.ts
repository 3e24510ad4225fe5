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
import { createServicesHere } from './services';

/**
 * Opens the database; with DEMO_DATA on and nothing catalogued yet, the demo catalogue is loaded
 * first by a child process. A new PGlite folder goes to the child unopened (opening it here first
 * would leave its memory in this process too); an existing database is asked, and closed while
 * the child works (PGlite lets one process hold its folder). Aborting `signal` (the server is
 * stopped during its start) ends the child, and this rejects with an AbortError once it has ended.
 */
export async function openWithDemoCatalogue(config: Config, signal?: AbortSignal): Promise<Database> {
  if (config.demoData && databaseIsNew(config)) return loadInChildThenOpen(config, signal);
  const database = await openDatabase(config);
  if (!config.demoData || !(await catalogueIsEmpty(database.db))) return database;
  await database.close();
  return loadInChildThenOpen(config, signal);
}

async function loadInChildThenOpen(config: Config, signal?: AbortSignal): Promise<Database> {
  console.log('First start: loading the demo catalogue and deriving its photos in a process of its own…');
  await runDemoLoad(signal);
  return openDatabase(config);
}

/**
 * The child: `demo-load` next to this module, with this process's Node flags and environment.
 * Settles only when it has ended, so that no child outlives a stopped server with the data
 * folder's lock: an abort sends it SIGTERM (Node's `signal` option) and waits for its exit.
 */
function runDemoLoad(signal?: AbortSignal): Promise<void> {
  const entry = entryFile(import.meta.url, 'demo-load');
  const child = spawn(process.execPath, [...process.execArgv, ...entry.tsxArgs, entry.path], { stdio: 'inherit', signal });
  return new Promise((resolve, reject) => {
    // Spawning failed (no exit follows); an abort's error comes before the exit, which settles.
    child.on('error', (error) => child.pid === undefined && reject(error));
    child.once('exit', (code, exitSignal) => {
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new Error(`The demo catalogue was not loaded: its process ended with ${exitSignal ?? `code ${code}`}`));
    });
  });
}

/**
 * The child's work: the demo catalogue into an empty database, every photo derived, then closed.
 * `opened` is called once the database is open, before any of the work.
 */
export async function loadDemoCatalogue(config: Config, opened?: (database: Database) => Promise<void>): Promise<DemoSummary | null> {
  const database = await openDatabase(config);
  try {
    await opened?.(database);
    const storage = createStorage(config);
    const loaded = await loadDemoDataIfEmpty(database.db, storage);
    if (loaded) await createServicesHere({ database, storage }).photoDerivation.runPending();
    return loaded;
  } finally {
    await database.close();
  }
}
