import { describe, expect, it, vi } from 'vitest';
import type { CatalogueVersionFeed, CatalogueVersionHandlers } from './catalogue-version-feed';
import { createCatalogueVersionTracker } from './catalogue-version-tracker';

/** A feed the test drives: it delivers notifications and loses its connection on demand. */
function fakeFeed() {
  let handlers: CatalogueVersionHandlers | undefined;
  let subscriptions = 0;
  let failNext = false;
  const feed: CatalogueVersionFeed = {
    async subscribe(h) {
      subscriptions += 1;
      if (failNext) {
        failNext = false;
        throw new Error('no connection');
      }
      handlers = h;
      return async () => {
        handlers = undefined;
      };
    },
  };
  return {
    feed,
    notify: (version: string) => handlers?.onVersion(version),
    lose: () => handlers?.onLost(new Error('connection lost')),
    failNextSubscribe: () => {
      failNext = true;
    },
    subscriptions: () => subscriptions,
  };
}

function setup(feed?: CatalogueVersionFeed) {
  let now = 0;
  let stored = '5';
  const read = vi.fn(async () => stored);
  const tracker = createCatalogueVersionTracker({ read, feed, ttlMs: 1_000, retryMs: 5_000, clock: () => now });
  return {
    tracker,
    read,
    setStored: (v: string) => {
      stored = v;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('catalogue version tracker', () => {
  it('reads once, then answers from memory while the feed is heard, and takes each notified move', async () => {
    const f = fakeFeed();
    const s = setup(f.feed);
    await s.tracker.start();
    expect(s.tracker.listening()).toBe(true);
    s.advance(60_000);
    for (let i = 0; i < 100; i++) expect(await s.tracker.current()).toBe('5');
    f.notify('6');
    expect(await s.tracker.current()).toBe('6');
    expect(s.read).toHaveBeenCalledTimes(1);
  });

  it('never goes back: a late, older answer does not undo a newer notification', async () => {
    const f = fakeFeed();
    const s = setup(f.feed);
    await s.tracker.start();
    f.notify('9');
    s.setStored('7');
    expect(await s.tracker.refresh()).toBe('9');
    expect(await s.tracker.current()).toBe('9');
  });

  it('when the feed is lost, reads again at most every TTL, and listens again after the retry delay', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFeed();
      const s = setup(f.feed);
      await s.tracker.start();
      f.lose();
      expect(s.tracker.listening()).toBe(false);
      s.setStored('8');
      expect(await s.tracker.current()).toBe('5'); // the last read is still fresh
      s.advance(1_001);
      expect(await s.tracker.current()).toBe('8');
      expect(await s.tracker.current()).toBe('8');
      expect(s.read).toHaveBeenCalledTimes(2);

      await vi.advanceTimersByTimeAsync(5_000);
      expect(f.subscriptions()).toBe(2);
      expect(s.tracker.listening()).toBe(true);
      await s.tracker.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps trying when the feed cannot be subscribed, reading with the TTL meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFeed();
      f.failNextSubscribe();
      const s = setup(f.feed);
      await s.tracker.start();
      expect(s.tracker.listening()).toBe(false);
      expect(await s.tracker.current()).toBe('5');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(s.tracker.listening()).toBe(true);
      await s.tracker.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a feed, shares one read among callers and reads again after the TTL', async () => {
    const s = setup();
    await s.tracker.start();
    expect(s.read).toHaveBeenCalledTimes(1);
    s.setStored('6');
    s.advance(1_001);
    const seen = await Promise.all([s.tracker.current(), s.tracker.current(), s.tracker.current()]);
    expect(seen).toEqual(['6', '6', '6']);
    expect(s.read).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners each time the version grows, from the feed or a read, never for an older or the same one', async () => {
    const f = fakeFeed();
    const s = setup(f.feed);
    const heard: string[] = [];
    const stop = s.tracker.onMove((version) => heard.push(version));
    await s.tracker.start();
    f.notify('7');
    f.notify('6');
    f.notify('7');
    s.setStored('9');
    await s.tracker.refresh();
    stop();
    f.notify('10');
    expect(heard).toEqual(['5', '7', '9']);
  });
});
