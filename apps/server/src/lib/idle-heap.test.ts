import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exposedCollector, releaseHeapWhenQuiet } from './idle-heap';

/** A server with one route that answers when the test lets it, and a collector that counts its calls. */
async function quietServer(minRequests = 3) {
  const app = Fastify();
  let release = () => {};
  let entered = () => {};
  const slowEntered = new Promise<void>((resolve) => (entered = resolve));
  app.get(
    '/slow',
    () =>
      new Promise((resolve) => {
        release = () => resolve('done');
        entered();
      }),
  );
  app.get('/', () => 'ok');
  const collect = vi.fn();
  const stop = releaseHeapWhenQuiet(app, { quietMs: 10_000, minRequests, collect, now: () => Date.now() });
  await app.ready();
  return { app, collect, stop, slowEntered, release: () => release() };
}

describe('the heap given back once the server is quiet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after a burst and ten quiet seconds, not again until more requests come', async () => {
    const { app, collect, stop } = await quietServer();
    for (let i = 0; i < 3; i += 1) await app.inject('/');
    vi.advanceTimersByTime(9_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
    await app.close();
  });

  it('does not collect after a few requests, nor while a request is being answered', async () => {
    const { app, collect, stop, slowEntered, release } = await quietServer();
    await app.inject('/');
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
    await app.inject('/');
    await app.inject('/');
    const slow = app.inject('/slow');
    await slowEntered;
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
    release();
    await slow;
    vi.advanceTimersByTime(15_000);
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
    await app.close();
  });

  it('is off where Node runs without --expose-gc (as tests do)', () => {
    expect(exposedCollector()).toBeNull();
  });
});
