/**
 * TEST_TIMEOUT_SCALE multiplies every timeout the tests must have (vitest's test and hook
 * timeouts, the waits for a spawned server): a slow or busy machine sets 2 or 4 instead of
 * every test guessing its own margin. Tests never assert on elapsed time.
 */
export const timeoutScale = parseScale(process.env.TEST_TIMEOUT_SCALE);

function parseScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`TEST_TIMEOUT_SCALE must be a positive number, not "${value}"`);
  return scale;
}

/** A timeout of `ms` milliseconds on an idle machine, stretched by TEST_TIMEOUT_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * timeoutScale);
}
