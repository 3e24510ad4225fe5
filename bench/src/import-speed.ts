// npm run bench:import -w @museum/bench -- [--rows 1000] [--repeat 5]
// Issue 50, point 7: the preview and the submit of a spreadsheet of `rows` records, against the
// export of the same records, on the compiled server started as `npm start` runs it (PGlite, an
// empty museum). The preview and the export are each timed `repeat` times (medians), in wall time
// and in the server process's CPU time; the submit once (it writes the records the export then
// reads). See README.md, "Import against export".
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, waitForHttp } from '@museum/test-kit';
import { createAccount, signIn } from './bench-accounts';
import { cpuMs, untilIdle } from './process-cpu';
import { benchServerEnv, listeningOn } from './server-env';
import { compileServer, spawnShippedServer, stopServer } from './shipped-server';
import { median, round } from './stats';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' }, repeat: { type: 'string', default: '5' } } });
const rows = Number(values.rows);
const repeat = Number(values.repeat);
if (!(rows > 0 && rows <= 1000 && repeat > 0)) {
  console.error('Usage: npm run bench:import -w @museum/bench -- [--rows 1..1000] [--repeat N]');
  process.exit(2);
}

const MAKERS = ['Тульский оружейный завод', 'Ижевский завод', 'Виккерс', 'Кольт', 'ДВМ'];
const PART_TYPES = ['Короб', 'Щит', 'Кожух', 'Ствол'];

/**
 * A collector's file: guns and parts in the proportion of the demo catalogue (seven to three), each
 * with a maker, a year, a number and a sentence of description, as the export's Russian columns name them.
 */
function collectorsFile(count: number): Buffer {
  const lines = ['Вид,Название,Номер,Год,Производитель,Тип,Описание'];
  for (let i = 0; i < count; i++) {
    const gun = i % 10 < 7;
    const maker = MAKERS[i % MAKERS.length];
    const year = 1905 + (i % 40);
    const name = gun ? `Пулемёт Максима обр. 1910 г. №${i + 1}` : '';
    const type = gun ? '' : PART_TYPES[i % PART_TYPES.length];
    lines.push(
      `${gun ? 'изделие' : 'деталь'},${name},${gun ? 'Т' : 'Д'}${String(10_000 + i)},${year},${maker},${type},"Запись ${i + 1}: клейма, номер и год, как в книге учёта."`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** A multipart body of one CSV file in the field `file`, as the import page sends it. */
function multipart(data: Buffer): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----bench${process.pid}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="collection.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const body = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body: new Uint8Array(body), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The time one request takes to be answered in full, in ms, the server's CPU time meanwhile (all its
 * threads: PGlite's and the reading thread's too; on a busy machine the fairer measure), and its answer.
 */
async function timed(pid: number, url: string, init: RequestInit, expected: number): Promise<{ ms: number; cpu: number; text: string }> {
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  const ms = performance.now() - started;
  const cpu = cpuMs(pid) - cpuBefore;
  if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, cpu, text };
}

compileServer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'museum-import-bench-'));
const port = await freePort();
// Load shedding off, as in the other benches' in-process app: on a busy machine the event loop's delay alone would answer 503.
const env = benchServerEnv({ DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0', ...listeningOn(port) });
const moderator = createAccount(env, 'MODERATOR');
const server = spawnShippedServer(env);
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHttp(`${base}/api/health`, server);
  const pid = server.pid ?? 0;
  await untilIdle(pid);
  const auth = await signIn(base, moderator);
  const file = multipart(collectorsFile(rows));
  const load = [os.loadavg()[0] ?? 0];
  const preview = () =>
    timed(pid, `${base}/api/archive/imports`, { method: 'POST', headers: { ...auth, 'content-type': file.type }, body: file.body }, 201);
  // A first preview starts what every later one reuses (the reading thread's code, the server's caches).
  await preview();
  const previews: { ms: number; cpu: number }[] = [];
  let id = '';
  for (let i = 0; i < repeat; i++) {
    const { ms, cpu, text } = await preview();
    previews.push({ ms, cpu });
    const answer = JSON.parse(text) as { id: string; valid: number };
    if (answer.valid !== rows) throw new Error(`preview: ${answer.valid} of ${rows} rows valid`);
    id = answer.id;
  }
  const submit = await timed(pid, `${base}/api/archive/imports/${id}/submit`, { method: 'POST', headers: auth }, 201);
  const exportUrl = `${base}/api/archive/export?format=csv&lang=ru`;
  await timed(pid, exportUrl, { headers: auth }, 200);
  const exports: { ms: number; cpu: number }[] = [];
  for (let i = 0; i < repeat; i++) exports.push(await timed(pid, exportUrl, { headers: auth }, 200));
  load.push(os.loadavg()[0] ?? 0);

  const of = (runs: { ms: number; cpu: number }[], key: 'ms' | 'cpu') => median(runs.map((run) => run[key]));
  const result = {
    at: new Date().toISOString(),
    rows,
    repeat,
    cores: os.cpus().length,
    loadAverage1m: load.map((value) => round(value)),
    previewMs: round(of(previews, 'ms')),
    submitMs: round(submit.ms),
    exportMs: round(of(exports, 'ms')),
    previewOverExport: round(of(previews, 'ms') / of(exports, 'ms')),
    submitOverExport: round(submit.ms / of(exports, 'ms')),
    previewCpuMs: round(of(previews, 'cpu')),
    submitCpuMs: round(submit.cpu),
    exportCpuMs: round(of(exports, 'cpu')),
    previewCpuOverExport: round(of(previews, 'cpu') / of(exports, 'cpu')),
    submitCpuOverExport: round(submit.cpu / of(exports, 'cpu')),
  };
  console.table(result);
  const results = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
  await mkdir(results, { recursive: true });
  await writeFile(path.join(results, `${result.at.replace(/[:.]/g, '-')}-import.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
