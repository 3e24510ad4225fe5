import { defineConfig } from 'vitest/config';
import { scaled } from './src/timeouts.ts';

export default defineConfig({
  // TEST_TIMEOUT_SCALE stretches these on a slow or busy machine; no test asserts on elapsed time.
  test: { testTimeout: scaled(10_000), hookTimeout: scaled(30_000) },
});
