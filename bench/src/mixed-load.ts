/**
 * Mixed load on the default setup (PGlite): N clients (reads, catalogue writes, photo uploads)
 * for a fixed time against the real server on 127.0.0.1, counting every status.
 *   npm run mixed-load -w @museum/bench -- [--clients 16] [--duration 60] [--shedding 1000]
 * Bounded: at most 64 clients and 300 s; loopback only; a temp data folder removed afterwards.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { benchServerEnv, listeningOn } from './server-env';
import { percentile } from './stats';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const PASSWORD = 'Нагрузочный-расчёт-1910';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    duration: { type: 'string', default: '60' },
    shedding: { type: 'string', default: '1000' },
  },
});
const clients = Math.min(64, Math.max(1, Number(values.clients)));
const durationS = Math.min(300, Math.max(1, Number(values.duration)));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (/Museum ready/.test(output)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server ended (${code}): ${output}`)));
  });
  child.stdout?.resume();
  return child;
}

type Kind = 'read' | 'write' | 'upload';
const results: { kind: Kind; status: number; ms: number }[] = [];

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-mixed-load-'));
  const env = benchServerEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info', MAX_EVENT_LOOP_DELAY_MS: String(values.shedding) });
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/admin.ts', 'create', 'loader', 'loader@example.org', '--password', PASSWORD, '--role', 'MODERATOR'],
    {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ ...env, ...listeningOn(port) });
  try {
    // Right after start the load-shedding check may still remember the start's busy loop (503).
    let login = new Response(null, { status: 503 });
    for (let attempt = 0; attempt < 30 && login.status === 503; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'loader', password: PASSWORD }),
      });
    }
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    let serial = 0;
    const write = () =>
      fetch(`${base}/api/archive/manufacturers`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Завод ${process.pid}-${serial++}`, description: 'Тульский оружейный завод, нагрузочная проверка' }),
      });
    for (let i = 0; i < 30; i++) await write();
    const reads = [
      '/api/archive/manufacturers',
      `/api/archive/search/all?q=${encodeURIComponent('завод')}&page=0&size=20&sort=id,desc`,
      '/api/archive/details/page?page=0&size=20&sort=id,desc',
      '/api/archive/photos/page?page=0&size=40',
      '/api/health',
    ];
    const upload = async () => {
      const image = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: serial % 256, g: (serial * 7) % 256, b: (serial++ * 13) % 256 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/jpeg' }), 'load.jpg');
      return fetch(`${base}/api/archive/photos`, { method: 'POST', headers: auth, body: form });
    };

    const deadline = Date.now() + durationS * 1000;
    const client = async () => {
      while (Date.now() < deadline) {
        const roll = Math.random();
        const kind: Kind = roll < 0.7 ? 'read' : roll < 0.9 ? 'write' : 'upload';
        const started = performance.now();
        let status = 0;
        try {
          const res =
            kind === 'read'
              ? await fetch(base + reads[Math.floor(Math.random() * reads.length)])
              : kind === 'write'
                ? await write()
                : await upload();
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 0;
        }
        results.push({ kind, status, ms: performance.now() - started });
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  console.log(`${clients} clients, ${durationS} s, MAX_EVENT_LOOP_DELAY_MS=${values.shedding}, PGlite`);
  console.log('| kind | requests | statuses | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of ['read', 'write', 'upload', 'all'] as const) {
    const rows = kind === 'all' ? results : results.filter((r) => r.kind === kind);
    const statuses: Record<number, number> = {};
    for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const f = (p: number) => percentile(ms, p).toFixed(0);
    const list = Object.entries(statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`| ${kind} | ${rows.length} | ${list} | ${f(50)} | ${f(95)} | ${f(99)} | ${(ms.at(-1) ?? 0).toFixed(0)} |`);
  }
  const bad = results.filter((r) => r.status === 0 || r.status >= 500).length;
  process.exitCode = bad > 0 ? 1 : 0;
}

await main();
