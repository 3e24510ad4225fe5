import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

/** Blocks the event loop for `ms`: the lag under-pressure measures. */
function blockFor(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: the point is a loop that does not turn
  }
}

describe('GET /api/health/live', () => {
  it('says the process is alive while the database is gone, where readiness answers 503', async () => {
    const t = await createTestApp();
    try {
      await t.app.ready();
      await t.database.close();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', version: 'test' });
    } finally {
      await t.app.close();
      await t.mailer.close();
    }
  });

  it('still answers while a lagging event loop makes the other endpoints answer 503', async () => {
    const t = await createTestApp({ maxEventLoopDelayMs: 1 });
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    try {
      await t.app.ready();
      // under-pressure samples the loop's delay on a timer, so block until a sample has seen the lag; the
      // liveness answer counts only when it came between two 503s (the overload held throughout).
      let seen: number[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        blockFor(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = [await status('/api/site'), await status('/api/health/live'), await status('/api/site')];
        if (seen[0] === 503 && seen[2] === 503) break;
      }
      expect(seen).toEqual([503, 200, 503]);
    } finally {
      await t.app.close();
      await t.mailer.close();
    }
  });
});
