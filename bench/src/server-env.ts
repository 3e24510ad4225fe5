/**
 * The environment of a server the bench measures: the bench's own catalogue (no demo data), run as
 * in production, logging warnings. `overrides` add to it or replace: the data folder, where it
 * listens, and a script's own settings (its log level, its read cache, its limits).
 */
export function benchServerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { DEMO_DATA: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...overrides };
}

/** Where a spawned server listens: the loopback only, at this port. */
export function listeningOn(port: number): Record<string, string> {
  return { HOST: '127.0.0.1', PORT: String(port) };
}
