import { describe, expect, it } from 'vitest';
import { coalescedRun } from './coalesced-run';

/** A run that ends only when the test lets it. */
function gatedWork() {
  const gates: (() => void)[] = [];
  let runs = 0;
  const work = () =>
    new Promise<void>((resolve) => {
      runs += 1;
      gates.push(resolve);
    });
  return { work, runs: () => runs, release: () => gates.shift()?.() };
}

describe('coalescedRun', () => {
  it('runs once more after a run however many asks came during it, and is idle after', async () => {
    const { work, runs, release } = gatedWork();
    const run = coalescedRun(work);
    run.poke();
    run.poke();
    run.poke();
    expect(runs()).toBe(1);
    release();
    await expect.poll(runs).toBe(2);
    release();
    await run.idle();
    expect(runs()).toBe(2);
  });

  it('starts nothing after stop, and stop waits for the run going on', async () => {
    const { work, runs, release } = gatedWork();
    const run = coalescedRun(work);
    run.poke();
    run.poke();
    const stopping = run.stop();
    release();
    await stopping;
    run.poke();
    await run.idle();
    expect(runs()).toBe(1);
  });

  it('goes on after a run that failed', async () => {
    let calls = 0;
    const run = coalescedRun(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database is away');
    });
    run.poke();
    await run.idle();
    run.poke();
    await run.idle();
    expect(calls).toBe(2);
  });
});
