import { describe, expect, it } from 'vitest';
import { eachLimited } from './local-files';

describe('eachLimited', () => {
  it('never runs more than the limit at once and does every item', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('rejects with the first failure and starts no new item after it', async () => {
    const started: number[] = [];
    const work = eachLimited([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('item 2 failed');
    });
    await expect(work).rejects.toThrow('item 2 failed');
    expect(started).toEqual([1, 2]);
  });
});
