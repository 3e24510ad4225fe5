import type { Logger } from 'drizzle-orm';

/**
 * Statements of background work a catalogue write sets going, which may run while a request is
 * recorded: the want list's sweep (ADR 091) reads and writes the `collection_wanted` tables and
 * nothing a catalogue request touches, so they are left out of what the request is counted for.
 */
const BACKGROUND = /"collection_wanted(_matches)?"/;

/** Records the statements the app sends for the requests while recording is on. */
export function createRecorder(): Logger & { during(run: () => Promise<unknown>): Promise<string[]> } {
  let recording: string[] | null = null;
  return {
    logQuery(text) {
      if (!BACKGROUND.test(text)) recording?.push(text);
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
