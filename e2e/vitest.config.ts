// A relative import: vitest loads its config without a TypeScript loader for workspace packages.

import { defineConfig } from 'vitest/config';
import { scaled } from '../packages/test-kit/src/timeouts.ts';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: scaled(60_000),
    hookTimeout: scaled(120_000),
    // A page gets to its state however busy the machine is: `expect.poll` waits as long as a step may.
    expect: { poll: { timeout: scaled(15_000), interval: 100 } },
  },
});
