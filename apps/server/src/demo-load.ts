// The demo catalogue's first load (see demo-catalogue.ts): run by the server as a process of its own.
import { loadConfig } from './config';
import { loadDemoCatalogue } from './demo-catalogue';

/**
 * The server sends SIGTERM when it is stopped during its start (Ctrl+C sends the group SIGINT).
 * This process then ends at once: for the database that is a crash, which PGlite's write-ahead
 * log survives (the load's transaction is lost, and the next start loads again), and the data
 * folder's lock of a dead process is taken over. Except while the database opens: a new folder is
 * written file by file then, and a half-written one would not open again; so a signal then ends
 * the process as soon as the database is open, closed.
 */
let open = false;
let stopAsked = false;
const STOPPED = 143; // 128 + SIGTERM, as a process ended by it
const stop = () => {
  if (open) process.exit(STOPPED);
  stopAsked = true;
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

loadDemoCatalogue(loadConfig(), async (database) => {
  open = true;
  if (!stopAsked) return;
  await database.close();
  process.exit(STOPPED);
}).then(
  (loaded) => {
    if (loaded) console.log(`Demo catalogue loaded: ${loaded.products} products, ${loaded.details} details, ${loaded.photos} photos.`);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
