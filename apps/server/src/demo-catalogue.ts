/**
 * The demo catalogue's first load, in a process of its own (ADR 040). Rendering the demo photos
 * and deriving their sizes and tiles is image work, and glibc keeps the memory libvips' threads
 * freed in its arenas: done in the server, it stayed ~140 MB resident until the next start. A
 * child process does it all and ends before the server goes on, so the server starts as light
 * as on any later start.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from './config';
import type { Database } from './db/client';
import type { DemoImageSpec } from './db/demo-data/demo-images';
import { catalogueIsEmpty, type DemoSummary, drawDemoPictureHere, loadDemoDataIfEmpty } from './db/demo-data/load';
import { databaseIsNew, openDatabase } from './db/open';
import { type DemoDrawing, demoDerivedCacheFolder, fromCache, recordingInto } from './lib/derived-file-cache';
import { deriveHere } from './lib/derived-file-maker';
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
  console.log('First start: loading the demo catalogue and its photos in a process of its own…');
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
 * The photos' files come from the build's cache when it has them (ADR 074), else they are drawn.
 * `opened` is called once the database is open, before any of the work.
 */
export async function loadDemoCatalogue(config: Config, opened?: (database: Database) => Promise<void>): Promise<DemoSummary | null> {
  const cache = await demoDerivedCacheFolder();
  const cached = cache && existsSync(cache) ? fromCache(cache, drawingHere) : undefined;
  const loaded = await loadAndDerive(config, cached ?? drawingHere, opened);
  if (loaded && cached)
    console.log(`Demo photos: ${cached.use.taken} pictures and sets of files from the build's cache, ${cached.use.drawn} drawn here.`);
  else if (loaded) console.log(`Demo photos: no cache of their files (${cache ?? 'no drawing sources'}): every one drawn here.`);
  return loaded;
}

/** The demo pictures and their derived files drawn here, by sharp. */
const drawingHere: DemoDrawing<DemoImageSpec> = { pictures: drawDemoPictureHere, files: deriveHere };

async function loadAndDerive(
  config: Config,
  drawing: DemoDrawing<DemoImageSpec>,
  opened?: (database: Database) => Promise<void>,
): Promise<DemoSummary | null> {
  const database = await openDatabase(config);
  try {
    await opened?.(database);
    const storage = await createStorage(config);
    const loaded = await loadDemoDataIfEmpty(database.db, storage, drawing.pictures);
    if (loaded) await createServicesHere({ database, storage, derivedFiles: drawing.files }).photoDerivation.runPending();
    return loaded;
  } finally {
    await database.close();
  }
}

/**
 * Makes the build's cache of the demo photos' derived files (ADR 074) in `cache`, when missing:
 * the demo catalogue loaded into a scratch PGlite folder, every set drawn and kept, the folder
 * renamed into place whole (a half-made cache is never read). Older fingerprints' folders go.
 */
export async function makeDemoDerivedCache(cache: string): Promise<boolean> {
  if (existsSync(cache)) return false;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-demo-cache-'));
  const partial = `${cache}.${process.pid}.partial`;
  try {
    const { DATABASE_URL: _database, STORAGE_URL: _storage, ...env } = process.env;
    await fs.mkdir(path.join(partial, 'photos'), { recursive: true });
    await fs.mkdir(path.join(partial, 'crops'));
    await loadAndDerive(loadConfig({ ...env, DATA_DIR: scratch, DEMO_DATA: 'true' }), recordingInto(partial, drawingHere));
    for (const old of await fs.readdir(path.dirname(cache))) {
      if (old.startsWith('demo-derived-') && !old.endsWith('.partial'))
        await fs.rm(path.join(path.dirname(cache), old), { recursive: true, force: true });
    }
    // Another build may have made it meanwhile (the rename then fails on a full folder): theirs is as good.
    await fs.rename(partial, cache).catch((error: unknown) => {
      if (!existsSync(cache)) throw error;
    });
    return true;
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
