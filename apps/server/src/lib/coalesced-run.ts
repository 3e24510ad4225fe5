/**
 * Work run in the background when something asks for it: one run at a time, and asks that come
 * during a run make one more run after it (not one each). Errors are the work's own to log.
 */
export function coalescedRun(work: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const loop = async () => {
    do {
      again = false;
      await work();
    } while (again && !stopped);
  };
  return {
    /** Asks for a run: now if none is running, else once more after it. */
    poke(): void {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = undefined;
      });
    },
    /** Resolves once no run is going on or asked for (tests wait on this). */
    async idle(): Promise<void> {
      while (running) await running.catch(() => {});
    },
    /** Lets the run going on finish and starts no other. */
    async stop(): Promise<void> {
      stopped = true;
      await this.idle();
    },
  };
}
export type CoalescedRun = ReturnType<typeof coalescedRun>;
