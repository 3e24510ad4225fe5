import { scaled } from '@museum/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp, useTestAppLosingItsDatabase } from './harness';

/** Blocks the event loop for `ms`: the lag under-pressure measures. */
function blockFor(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: the point is a loop that does not turn
  }
}

describe('GET /api/health/live while the database is gone', () => {
  const t = useTestAppLosingItsDatabase();

  it('says the process is alive, where readiness answers 503', async () => {
    await t.database.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: 'test' });
  });
});

describe('GET /api/health/live on a lagging event loop', () => {
  const t = useTestApp({ maxEventLoopDelayMs: 1 });

  it('still answers while the lag makes the other endpoints answer 503', async () => {
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    // under-pressure samples the loop's delay on a timer: block, and again after each pause between attempts,
    // until a sample has seen the lag; the liveness answer counts only when it came between two 503s (the
    // overload held throughout).
    await vi.waitFor(
      async () => {
        blockFor(200);
        expect([await status('/api/site'), await status('/api/health/live'), await status('/api/site')]).toEqual([503, 200, 503]);
      },
      { timeout: scaled(20_000), interval: 20 },
    );
  });
});
