import type { Logger } from 'drizzle-orm';

/** Records the statements the app sends while recording is on. */
export function createRecorder(): Logger & { during(run: () => Promise<unknown>): Promise<string[]> } {
  let recording: string[] | null = null;
  return {
    logQuery(text) {
      recording?.push(text);
    },
    async during(run) {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}
