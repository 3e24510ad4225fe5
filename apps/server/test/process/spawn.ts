import { type Spawned, spawnServerEntry } from '@museum/test-kit';

export { freePort, type Spawned, serverRoot, waitForOutput } from '@museum/test-kit';

/** Runs an entry point of the server (`src/main.ts`, `src/cli/admin.ts`) compiled, as production does, load shedding off (see TEST_SERVER_ENV). */
export function spawnEntry(entry: string, args: string[], env: Record<string, string>): Spawned {
  return spawnServerEntry(entry, args, { LOG_LEVEL: 'info', NODE_ENV: 'production', ...env });
}
