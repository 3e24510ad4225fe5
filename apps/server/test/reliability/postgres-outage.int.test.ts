import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type LiveServer, postManufacturer, sleep, startLiveServer } from './live-server';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * The real server on a PostgreSQL of its own that the test restarts, stops and freezes, reached
 * over TCP and over its Unix socket (a stopped server's socket file is gone: ENOENT, not
 * ECONNREFUSED). Runs once (in the PGlite project: it brings its own database), wherever
 * PostgreSQL is installed.
 */
describe.skipIf(!postgresBin() || process.env.TEST_DB === 'postgres').each([
  ['TCP', (pg: ThrowawayPostgres) => pg.url],
  ['its Unix socket', (pg: ThrowawayPostgres) => pg.socketUrl],
] as const)('the server when PostgreSQL, reached over %s, restarts, fails over or freezes', (_transport, urlOf) => {
  let pg: ThrowawayPostgres;
  let live: LiveServer;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    live = await startLiveServer({ DATABASE_URL: urlOf(pg), DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '2000' });
  }, 240_000);

  afterAll(async () => {
    for (const pid of (await pg?.pids().catch(() => [])) ?? []) process.kill(pid, 'SIGCONT');
    await live?.stop();
    await pg?.remove();
  });

  /**
   * Writers, and as many readers of uncached searches, that run until stopped; each answer must
   * be a 201 (a 200 for a read) or a 503 DB_UNAVAILABLE with Retry-After: never a 500.
   */
  function writeUnderLoad(lanes: number) {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    const wrong: string[] = [];
    let running = true;
    const outage = (status: number, body: Record<string, unknown>, retryAfter: string | null) =>
      status === 503 && body.code === 'DB_UNAVAILABLE' && retryAfter !== null;
    const lane = async (n: number) => {
      for (let i = 0; running; i++) {
        const name = `Завод ${n}-${i}-${Date.now()}`;
        const { status, body, retryAfter } = await postManufacturer(live, name);
        if (status === 201) acknowledged.push(name);
        else if (outage(status, body, retryAfter)) refused.push(status);
        else wrong.push(`POST ${status} ${JSON.stringify(body)}`);
        if (status === 503) await sleep(100);
      }
    };
    const reader = async (n: number) => {
      for (let i = 0; running; i++) {
        const q = encodeURIComponent(`поиск ${n}-${i}-${Date.now()}`);
        const res = await fetch(`${live.base}/api/archive/products/search?q=${q}`, { signal: AbortSignal.timeout(60_000) });
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status !== 200 && !outage(res.status, body, res.headers.get('retry-after'))) {
          wrong.push(`GET ${res.status} ${JSON.stringify(body)}`);
        }
        if (res.status === 503) await sleep(100);
      }
    };
    const all = Promise.all(Array.from({ length: lanes }, (_, n) => Promise.all([lane(n), reader(n)])));
    return {
      acknowledged,
      refused,
      wrong,
      async stop() {
        running = false;
        await all;
      },
    };
  }

  async function storedNames(): Promise<Set<string>> {
    const res = await fetch(`${live.base}/api/archive/manufacturers`);
    expect(res.status).toBe(200);
    return new Set(((await res.json()) as { name: string }[]).map((m) => m.name));
  }

  const healthy = async () => {
    const res = await fetch(`${live.base}/api/health`);
    expect(res.status).toBe(200);
  };

  it('keeps running through a restart under write load and catches up by itself', async () => {
    const load = writeUnderLoad(4);
    await eventually(async () => expect(load.acknowledged.length).toBeGreaterThan(20));
    await pg.restart();
    const before = load.acknowledged.length;
    // Writes succeed again after the restart, with no one restarting the museum server.
    await eventually(async () => expect(load.acknowledged.length).toBeGreaterThan(before + 20));
    await load.stop();
    expect(live.server.child.exitCode).toBeNull();
    expect(load.wrong).toEqual([]);
    const stored = await storedNames();
    expect(load.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  }, 300_000);

  it('answers 503 with Retry-After while the database is away (failover), and serves again when it is back', async () => {
    const load = writeUnderLoad(2);
    await eventually(async () => expect(load.acknowledged.length).toBeGreaterThan(5));
    // Connections cut, new ones refused for a while.
    await pg.stop('immediate');
    const down = await postManufacturer(live, 'Пока базы нет');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'DB_UNAVAILABLE', status: 503 });
    expect(String(down.body.detail)).toMatch(/База данных/);
    expect(down.retryAfter).toMatch(/^\d+$/);
    const read = await fetch(`${live.base}/api/archive/manufacturers`);
    expect(read.status).toBe(503);
    expect(((await read.json()) as { code: string }).code).toBe('DB_UNAVAILABLE');
    expect((await fetch(`${live.base}/api/health`)).status).toBe(503);
    await pg.start();
    await eventually(healthy);
    const before = load.acknowledged.length;
    await eventually(async () => expect(load.acknowledged.length).toBeGreaterThan(before + 5));
    await load.stop();
    expect(live.server.child.exitCode).toBeNull();
    expect(load.wrong).toEqual([]);
    const stored = await storedNames();
    expect(load.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  }, 300_000);

  it('answers 503 instead of hanging while the database is frozen (SIGSTOP), and serves again after SIGCONT', async () => {
    await eventually(healthy);
    // Read (and so cached) before the freeze.
    await storedNames();
    await storedNames();
    const pids = await pg.pids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      // Reads, writes and health all answer (no hang): the statement and connect timeouts fire.
      const [health, read, write, cached] = await Promise.all([
        fetch(`${live.base}/api/health`, { signal: AbortSignal.timeout(60_000) }),
        fetch(`${live.base}/api/archive/products/search?q=${encodeURIComponent(`заморозка ${Date.now()}`)}`, {
          signal: AbortSignal.timeout(60_000),
        }),
        postManufacturer(live, 'Во время заморозки'),
        fetch(`${live.base}/api/archive/manufacturers`, { signal: AbortSignal.timeout(60_000) }),
      ]);
      expect(health.status).toBe(503);
      expect(read.status).toBe(503);
      expect(((await read.json()) as { code: string }).code).toBe('DB_UNAVAILABLE');
      expect(write.status).toBe(503);
      expect(write.body.code).toBe('DB_UNAVAILABLE');
      // The version is in memory and nothing can commit while the database is frozen: a cached
      // anonymous answer is still the catalogue as it is (ADR 023).
      expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'hit']);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await eventually(healthy);
    const after = await postManufacturer(live, `После заморозки ${Date.now()}`);
    expect(after.status).toBe(201);
    expect(live.server.child.exitCode).toBeNull();
  }, 300_000);
});
