import { describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import { useTestAppLosingItsDatabase } from '../harness';

/** Whatever the driver, a database that is gone answers 503 DB_UNAVAILABLE, never a 500. */
describe('every endpoint while the database is closed', () => {
  const t = useTestAppLosingItsDatabase();

  it('answers 503 DB_UNAVAILABLE in Russian with Retry-After, for reads, writes and health', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    await t.database.close();
    for (const [method, url, payload] of [
      ['GET', '/api/health', undefined],
      ['GET', '/api/archive/manufacturers', undefined],
      ['GET', '/api/archive/products?page=1', undefined],
      ['POST', '/api/auth/login', { username: 'someone', password: 'Пулемётный-расчёт-1910' }],
      ['POST', '/api/archive/manufacturers', { name: 'Завод' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, headers: auth });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toMatchObject({ status: 503, code: 'DB_UNAVAILABLE' });
      expect(res.json().detail).toMatch(/База данных/);
    }
  });
});
