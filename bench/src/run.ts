// npm run bench [-- --scale 1 | --quick] [--duration 10] [--connections 1,16,64]
// Generates a large catalogue, then measures the running server against it. See README.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from './bench-accounts';
import { datingLines, evaluateDating } from './dating-eval';
import { createCapture } from './direct-sql';
import { endpointsFor, pickSamples } from './endpoints';
import { generateCatalogue, scaleOf } from './generate';
import { databaseSize, openBenchDatabase } from './run-database';
import { measureInProcess } from './run-in-process';
import { readRunOptions } from './run-options';
import { writeReport } from './run-report';
import { catalogueServerEnv, measureServers, startConstantServer } from './run-servers';
import { compileServer, stopServer } from './shipped-server';
import { round } from './stats';

const options = readRunOptions();
const { quick, factor, duration, connectionLevels, databaseUrl, keptDataDir } = options;
const log = (line: string) => console.log(line);

async function main() {
  const scale = scaleOf(factor);
  const loadavgAtStart = os.loadavg().map((n) => round(n));
  const dataDir = keptDataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'museum-bench-')));
  if (keptDataDir) await fs.mkdir(keptDataDir, { recursive: true });
  /** Removes the run's own temp folder, never a kept one. */
  const removeDataDir = () => (keptDataDir ? Promise.resolve() : fs.rm(dataDir, { recursive: true, force: true }));
  const driver = databaseUrl ? 'postgres' : 'pglite';
  log(
    `Bench on ${driver}: ${scale.details} details, ${scale.products} products, ${scale.photos} photos; ${duration} s per run at ${connectionLevels.join('/')} connections`,
  );

  // The dating estimate's leave-one-out (ADR 078): pure computation, a second or two.
  for (const line of datingLines(evaluateDating())) log(line);

  const capture = createCapture();
  const { database, generated } = await openBenchDatabase(options, dataDir, capture, scale.details);
  const generationStarted = Date.now();
  if (generated) log('Reusing the catalogue already in the database (--reuse).');
  else await generateCatalogue(database, scale, log);
  const generationSeconds = generated ? null : round((Date.now() - generationStarted) / 1000, 1);
  if (options.generateOnly) {
    log(`Generated in ${generationSeconds} s; size on disk ${await databaseSize(database)}.`);
    await database.close();
    await removeDataDir();
    return;
  }
  const samples = await pickSamples(database);
  const endpoints = endpointsFor(samples);
  const inProcess = await measureInProcess(database, dataDir, capture, { endpoints, samples, quick, log });
  await database.close();

  compileServer();
  const serverEnv = catalogueServerEnv(dataDir);
  // A plain reader (nothing unpublished of their own) and a moderator, for the signed-in runs.
  const accounts = { reader: createAccount(serverEnv(0, '0'), 'USER'), moderator: createAccount(serverEnv(0, '0'), 'MODERATOR') };
  const constant = await startConstantServer();
  try {
    const servers = await measureServers(constant, { options, serverEnv, accounts, endpoints, log });
    await writeReport({ options, driver, scale, loadavgAtStart, generationSeconds, endpoints, inProcess, servers }, log);
  } finally {
    await stopServer(constant.child);
    await removeDataDir();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
