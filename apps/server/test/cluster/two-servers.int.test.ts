import type { ItemCardDto, Page, ProductDto, ProductWriteInput } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD } from '../reliability/live-server';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../reliability/throwaway-postgres';
import { type ClusterServer, call, countConnections, createAccount, signIn, startServers, stopServers } from './cluster';

/**
 * Two real server processes on different ports against one PostgreSQL (ADR 034): what one writes
 * the other answers at once, through its read cache too; sessions and login limits are the
 * database's, not a process's. Runs once (in the PGlite project: it brings its own database),
 * wherever PostgreSQL is installed.
 */
/** Each server's pool: small, so the test can see the connections stay within it. */
const POOL = 3;

describe.skipIf(!postgresBin() || process.env.TEST_DB === 'postgres')('two servers on one PostgreSQL', () => {
  let pg: ThrowawayPostgres;
  let servers: ClusterServer[] = [];
  let first: ClusterServer;
  let second: ClusterServer;
  let moderatorOnFirst: string;
  let moderatorOnSecond: string;

  /**
   * Another server hears a committed write by LISTEN/NOTIFY a moment after the commit (ADR 023):
   * a read there is retried for that moment, never slept through. The wait only bounds a busy machine.
   */
  const afterNotification = { timeout: scaled(10_000), interval: 20 };

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    // Started together on an empty database: they take turns migrating it.
    servers = await startServers(['first', 'second'], { DATABASE_URL: pg.url, DB_POOL_SIZE: String(POOL) });
    [first, second] = servers as [ClusterServer, ClusterServer];
    await createAccount({ DATABASE_URL: pg.url }, 'keeper', 'MODERATOR');
    moderatorOnFirst = await signIn(first, 'keeper');
    moderatorOnSecond = await signIn(second, 'keeper');
  }, scaled(300_000));

  afterAll(async () => {
    await stopServers(servers);
    await pg?.remove();
  });

  const search = (server: ClusterServer, word: string) =>
    call<Page<ItemCardDto>>(server, `/api/archive/products/search?q=${encodeURIComponent(word)}`);
  const idsIn = (page: Page<ItemCardDto>) => page.content.map((card) => card.id);

  const createProduct = async (server: ClusterServer, token: string, name: string) => {
    const created = await call<ProductDto>(server, '/api/archive/products', {
      method: 'POST',
      token,
      body: { name, belongsTo: 'максим', photos: [] } satisfies ProductWriteInput,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  it('both run on the database they migrated together', async () => {
    for (const server of servers) {
      const health = await call<{ db: string }>(server, '/api/health');
      expect(health.status).toBe(200);
      expect(health.body.db).toBe('postgres');
    }
  });

  it('holds no more connections than its pool and one listener each, under parallel reads', async () => {
    const reads = servers.flatMap((server) =>
      Array.from({ length: 12 }, (_, i) => call(server, `/api/archive/products/search?q=${encodeURIComponent(`нагрузка ${i}`)}`)),
    );
    const counting = countConnections(pg.url);
    const answered = await Promise.all(reads);
    expect(answered.map((read) => read.status)).toEqual(reads.map(() => 200));
    expect(await counting).toBeLessThanOrEqual(servers.length * (POOL + 1));
  });

  it("shows a product created through the first in the second's cached search at once", async () => {
    const word = 'Кластерный';
    // The second server caches the empty answer: the repeat is a hit.
    expect(idsIn((await search(second, word)).body)).toEqual([]);
    const cached = await search(second, word);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(idsIn(cached.body)).toEqual([]);

    const product = await createProduct(first, moderatorOnFirst, `${word} станок 1910 года`);
    // The writer reads its own write at once; the other server as soon as it hears the version move.
    expect(idsIn((await search(first, word)).body)).toEqual([product.id]);
    await vi.waitFor(async () => {
      const fresh = await search(second, word);
      expect(fresh.headers.get('x-cache')).not.toBe('hit');
      expect(idsIn(fresh.body)).toEqual([product.id]);
    }, afterNotification);
    // Cached again at the new version.
    expect((await search(second, word)).headers.get('x-cache')).toBe('hit');
    const read = await call<ProductDto>(second, `/api/archive/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(`${word} станок 1910 года`);
  });

  it('removes from the first, cache included, a product deleted through the second', async () => {
    const word = 'Удаляемый';
    const product = await createProduct(first, moderatorOnFirst, `${word} щит`);
    // The first server caches the item and the search that finds it.
    for (let i = 0; i < 2; i++) {
      expect((await call(first, `/api/archive/products/${product.id}`)).status).toBe(200);
      expect(idsIn((await search(first, word)).body)).toEqual([product.id]);
    }
    expect((await search(first, word)).headers.get('x-cache')).toBe('hit');

    expect((await call(second, `/api/archive/products/${product.id}`, { method: 'DELETE', token: moderatorOnSecond })).status).toBe(204);
    await vi.waitFor(async () => {
      expect((await call(first, `/api/archive/products/${product.id}`)).status).toBe(404);
      expect(idsIn((await search(first, word)).body)).toEqual([]);
    }, afterNotification);
  });

  it('takes a session opened on one server on the other, and ends it on both', async () => {
    await createAccount({ DATABASE_URL: pg.url }, 'visitor', 'USER');
    const token = await signIn(first, 'visitor');
    const me = await call<{ username: string }>(second, '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('visitor');

    expect((await call(second, '/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call(first, '/api/auth/me', { token })).status).toBe(401);
  });

  it("counts a guesser's failed logins on both servers together", async () => {
    await createAccount({ DATABASE_URL: pg.url }, 'guarded', 'USER');
    const attempt = (server: ClusterServer, password: string) =>
      call(server, '/api/auth/login', { method: 'POST', body: { username: 'guarded', password } });
    let refused = false;
    for (let i = 0; i < 20 && !refused; i++) refused = (await attempt(first, `неверный-пароль-${i}`)).status === 429;
    expect(refused).toBe(true);
    // The other server refuses even the right password: the lock is the account's, in the database.
    const other = await attempt(second, PASSWORD);
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
