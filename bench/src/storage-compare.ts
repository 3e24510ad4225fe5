// npm run bench:storage -w @museum/bench -- [--photos 12] [--width 4000] [--height 3000] [--rounds 3]
//   [--duration 5] [--connections 16] [--upload-connections 2]
// Photos on the local disk against photos in S3-compatible object storage (issue 20), in one run:
// the compiled server twice, side by side, once with DATA_DIR/uploads and once with STORAGE_URL on
// the S3 emulator of the test kit; uploads per second and photo serving, as ratios. See README.md.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PhotoDto } from '@museum/contract';
import { freePort, waitForHttp } from '@museum/test-kit';
import { cameraLikeJpeg } from './camera-like-jpeg';
import { drive, watchMemory } from './load';
import { benchServerEnv } from './server-env';
import { serverRoot, spawnShippedServer, stopServer } from './shipped-server';
import { type PairedMeasure, pairedRows, pairedTable } from './storage-ratio';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Нагрузочный-расчёт-1910';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '12' },
    width: { type: 'string', default: '4000' },
    height: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    'upload-connections': { type: 'string', default: '2' },
  },
});
const photoCount = Math.min(200, Number(values.photos));
const width = Math.min(8000, Number(values.width));
const height = Math.min(8000, Number(values.height));
const rounds = Math.min(10, Number(values.rounds));
const seconds = Math.min(120, Number(values.duration));
const connections = Math.min(64, Number(values.connections));
const uploadConnections = Math.min(16, Number(values['upload-connections']));
if (
  ![photoCount, width, height, rounds, seconds, connections, uploadConnections].every((n) => Number.isInteger(n) && n > 0) ||
  photoCount < rounds
) {
  console.error(
    'Usage: npm run bench:storage -- [--photos N ≥ rounds] [--width W] [--height H] [--rounds N] [--duration S] [--connections N]',
  );
  process.exit(2);
}
const log = (line: string) => console.log(line);

type Mode = 'local' | 's3';

interface Server {
  mode: Mode;
  base: string;
  child: ChildProcess;
  auth: Record<string, string>;
  dataDir: string;
  /** Uploaded photos, in upload order. */
  photos: PhotoDto[];
  peakMb: () => number;
}

/** The server as `npm start` runs it (compiled), with its own DATA_DIR and PGlite; `storage` adds STORAGE_URL. */
async function startServer(mode: Mode, storage: Record<string, string>): Promise<Server> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `museum-storage-bench-${mode}-`));
  const env: Record<string, string> = {
    ...storage,
    ...benchServerEnv({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      // Throughput, not shedding: a busy machine's loop delay would turn uploads into 503s.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WRITES_PER_MINUTE: '100000',
      UPLOADS_PER_DAY: '100000',
      UPLOAD_MB_PER_DAY: '100000',
    }),
  };
  execFileSync(
    process.execPath,
    ['dist/admin.js', 'create', 'bench-keeper', 'keeper@example.org', '--password', PASSWORD, '--role', 'MODERATOR'],
    {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnShippedServer({ ...env, PORT: String(port) });
  await waitForHttp(`${base}/api/health`, child);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-keeper', password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`${mode}: login ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { mode, base, child, auth: { authorization: `Bearer ${token}` }, dataDir, photos: [], peakMb: watchMemory(child.pid as number) };
}

async function stopAndRemove(server: Server): Promise<void> {
  await stopServer(server.child);
  await fs.rm(server.dataDir, { recursive: true, force: true });
}

async function uploadOne(server: Server, file: Buffer, name: string): Promise<PhotoDto> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${server.base}/api/archive/photos`, { method: 'POST', headers: server.auth, body: form });
  if (res.status !== 201) throw new Error(`${server.mode}: upload ${res.status} ${await res.text()}`);
  return (await res.json()) as PhotoDto;
}

/** Uploads a batch over `uploadConnections` connections; answers uploads per second. */
async function uploadBatch(server: Server, files: Buffer[], firstIndex: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: uploadConnections }, async () => {
      for (let i = next++; i < files.length; i = next++) {
        server.photos.push(await uploadOne(server, files[i] as Buffer, `camera-${firstIndex + i}.jpg`));
      }
    }),
  );
  return files.length / ((performance.now() - started) / 1000);
}

/** Waits until the background worker has derived every uploaded photo; answers photos derived per second since `since`. */
async function untilDerived(server: Server, count: number, since: number): Promise<number> {
  const pending = new Set(server.photos.slice(-count).map((photo) => photo.id));
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const res = await fetch(`${server.base}/api/archive/photos/${id}`, { headers: server.auth });
      const photo = (await res.json()) as PhotoDto;
      if (photo.image.sizes) {
        server.photos[server.photos.findIndex((p) => p.id === id)] = photo;
        pending.delete(id);
      }
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count / ((performance.now() - since) / 1000);
}

/** URLs the pages load: the originals, a display size the gallery picks, and IIIF info.json. */
function servedPaths(server: Server) {
  const derived = server.photos.map((photo) => {
    const sizes = photo.image.sizes;
    if (!sizes) throw new Error(`${server.mode}: photo ${photo.id} has no sizes`);
    const widthPicked = sizes.widths.includes(640) ? 640 : (sizes.widths[0] as number);
    return `${sizes.base}-${widthPicked}.avif`;
  });
  return {
    originals: server.photos.map((photo) => photo.url),
    derived,
    thumbnails: server.photos.map((photo) => photo.thumbnailUrl),
  };
}

/** The S3 emulator in its own process (`s3-emulator-process.ts`); answers the env a server needs. */
async function startEmulator(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchRoot, 'src/s3-emulator-process.ts')], {
    cwd: benchRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0] as string);
    });
    child.once('exit', (code) => reject(new Error(`the S3 emulator ended (${code})`)));
  });
  return {
    env: JSON.parse(line) as Record<string, string>,
    stop: async () => {
      child.stdin?.end();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function main() {
  log(
    `Storage: local disk against the S3 emulator; ${photoCount} camera-like JPEGs of ${width}×${height}, ${rounds} rounds alternating which goes first; serving at ${connections} connections for ${seconds} s per measure`,
  );
  const files: Buffer[] = [];
  for (let i = 0; i < photoCount; i++) files.push(await cameraLikeJpeg(width, height, i));
  const meanMb = files.reduce((sum, file) => sum + file.length, 0) / files.length / 1_048_576;
  log(`Photos drawn: ${meanMb.toFixed(2)} MB each on average`);

  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  const emulator = await startEmulator();
  const servers: Server[] = [];
  try {
    servers.push(await startServer('local', {}));
    servers.push(await startServer('s3', emulator.env));
    // Not measured: the first upload and the first reads load sharp and warm each path.
    const warmUp = await cameraLikeJpeg(800, 600, 999);
    for (const server of servers) {
      server.photos.push(await uploadOne(server, warmUp, 'warm-up.jpg'));
      await untilDerived(server, 1, performance.now());
      await drive(server.base, 2, 1, Object.values(servedPaths(server)).flat());
      server.photos.length = 0;
    }
    const measures = new Map<string, PairedMeasure>();
    const record = (name: string, unit: string, mode: Mode, value: number) => {
      const measure = measures.get(name) ?? { name, unit, local: [], s3: [] };
      measure[mode].push(value);
      measures.set(name, measure);
    };
    const inTurn = (round: number) => (round % 2 === 0 ? servers : [...servers].reverse());

    const perRound = Math.floor(photoCount / rounds);
    for (let round = 0; round < rounds; round++) {
      const batch = files.slice(round * perRound, round === rounds - 1 ? photoCount : (round + 1) * perRound);
      for (const server of inTurn(round)) {
        const started = performance.now();
        const uploads = await uploadBatch(server, batch, round * perRound);
        const derived = await untilDerived(server, batch.length, started);
        record('uploads (original + thumbnail stored)', 'photos/s', server.mode, uploads);
        record('uploads until derived (sizes, tiles)', 'photos/s', server.mode, derived);
        log(`  round ${round + 1}, ${server.mode}: ${uploads.toFixed(2)} uploads/s; ${derived.toFixed(2)} photos/s until derived`);
      }
    }

    for (let round = 0; round < rounds; round++) {
      for (const server of inTurn(round)) {
        const paths = servedPaths(server);
        for (const [kind, list] of Object.entries(paths)) {
          const result = await drive(server.base, connections, seconds, list);
          if (result.errors > 0 || result.non2xx > 0)
            throw new Error(`${server.mode} ${kind}: ${result.errors} errors, ${result.non2xx} non-2xx`);
          record(`serving ${kind}`, 'req/s', server.mode, result.rps);
          record(`serving ${kind}, p95`, 'ms', server.mode, result.p95);
          log(`  round ${round + 1}, ${server.mode}, ${kind}: ${result.rps} req/s, p95 ${result.p95} ms`);
        }
      }
    }

    const rows = pairedRows([...measures.values()]);
    const peaks = Object.fromEntries(servers.map((server) => [server.mode, server.peakMb()]));
    log(`\n${pairedTable(rows)}\n`);
    log(`Original ${meanMb.toFixed(2)} MB on average; server peak RSS: local ${peaks.local} MB, S3 ${peaks.s3} MB.`);
    await fs.mkdir(path.join(benchRoot, 'results'), { recursive: true });
    const out = path.join(benchRoot, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}-storage.json`);
    const machine = { cpus: os.cpus().length, load: os.loadavg(), node: process.version };
    await fs.writeFile(
      out,
      JSON.stringify({ photoCount, width, height, rounds, seconds, connections, meanMb, rows, peaks, machine }, null, 2),
    );
    log(`Written to ${path.relative(process.cwd(), out)}`);
  } finally {
    for (const server of servers) await stopAndRemove(server);
    await emulator.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
