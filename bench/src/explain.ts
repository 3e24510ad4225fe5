// DATABASE_URL=postgres://… npm run explain -w @museum/bench [-- --filter word] [-- --pages [--repeats 5] [--without NAME] [--only NAME]]
// Prints EXPLAIN (ANALYZE, BUFFERS) of every statement each bench endpoint issues, on a catalogue
// the bench generated (`npm run bench -- --generate-only`): how the slow queries were found (ADR 022).
// With --pages: the statements per request of each endpoint, and page 1 against page 300 and the
// year sorts of every list (ADR 068), as `npm run bench` prints them, without the load runs.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@museum/server/app';
import { loadConfig } from '@museum/server/config';
import { openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { systemClock } from '@museum/server/lib/clock';
import { createLocalStorage } from '@museum/server/lib/local-storage';
import { createMailer } from '@museum/server/lib/mail';
import { createCapture } from './direct-sql';
import { endpointsFor, pickSamples } from './endpoints';
import { statementCounts } from './in-process-app';
import { depthTable, measureDepth, pagedLists } from './page-depth';
import { benchServerEnv } from './server-env';

const { values } = parseArgs({
  options: {
    filter: { type: 'string' },
    pages: { type: 'boolean', default: false },
    repeats: { type: 'string', default: '5' },
    // --pages: leave out the lists whose name has this (the filtered gallery before ADR 068 did not answer at 1 000 000).
    without: { type: 'string' },
    // --pages: only the lists whose name has this (`--only q=`: the text searches), without the statement counts.
    only: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a database the bench generated.');
  process.exit(2);
}

async function main(url: string) {
  const capture = createCapture();
  const database = await openPostgres(url, { logger: capture });
  // A catalogue generated before a new migration gets it, as the server would on start.
  await migrate(database);
  const dataDir = path.join(os.tmpdir(), 'museum-explain');
  const config = loadConfig(benchServerEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'error', READ_CACHE_MB: '0' }));
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: dataDir, log: { info() {}, error() {} } });
  const app = await buildApp({ config, database, storage: createLocalStorage(dataDir), clock: systemClock, mailer, version: 'explain' });
  try {
    if (values.pages) {
      const keeping = await buildApp({
        config: { ...config, countCacheEntries: 10_000 },
        database,
        storage: createLocalStorage(dataDir),
        clock: systemClock,
        mailer,
        version: 'explain',
      });
      const samples = await pickSamples(database);
      if (!values.only) {
        console.log('Statements per request (counted / with the totals kept):');
        for (const endpoint of endpointsFor(samples)) {
          const counts = await statementCounts(app, keeping, capture, endpoint);
          console.log(`  ${endpoint.name.padEnd(26)} ${counts.counted} / ${counts.kept}`);
        }
      }
      await keeping.close();
      console.log(
        depthTable(
          await measureDepth(
            database,
            app,
            capture,
            pagedLists(samples).filter(
              (list) => (!values.without || !list.name.includes(values.without)) && (!values.only || list.name.includes(values.only)),
            ),
            Number(values.repeats),
          ),
        ),
      );
      return;
    }
    for (const endpoint of endpointsFor(await pickSamples(database))) {
      if (values.filter && !endpoint.name.includes(values.filter)) continue;
      await app.inject({ url: endpoint.paths[0] as string });
      capture.start();
      const answer = await app.inject({ url: endpoint.paths[0] as string });
      const statements = capture.stop();
      console.log(`\n=== ${endpoint.name}: ${endpoint.paths[0] as string} (${answer.statusCode})`);
      if (answer.statusCode !== 200) console.log(answer.body.slice(0, 500));
      for (const statement of statements) {
        if (statement.text.startsWith('explain')) {
          console.log(`--- ${statement.text.replace(/\s+/g, ' ').slice(0, 400)} (planning only)`);
          continue;
        }
        const rows = (await database.rawQuery(`explain (analyze, buffers) ${statement.text}`, statement.params)) as {
          'QUERY PLAN': string;
        }[];
        console.log(`--- ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}\n    params ${JSON.stringify(statement.params)}`);
        for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main(databaseUrl).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
