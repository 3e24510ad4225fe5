// A relative import: vitest loads its config without a TypeScript loader for workspace packages.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaled } from '../packages/test-kit/src/timeouts.ts';
import { laneOf, SPEC_GLOB, specsOfLane } from './src/lanes.ts';

const e2eRoot = path.dirname(fileURLToPath(import.meta.url));
// In a lane (scripts/run-lanes.mjs) this vitest runs its share of the files against a server of its own.
const lane = laneOf(process.env.E2E_LANE);

export default defineConfig({
  test: {
    include: lane ? specsOfLane(e2eRoot, lane) : [SPEC_GLOB],
    globalSetup: ['./src/global-setup.ts'],
    // One browser page at a time per lane: its server and Chromium need the rest of a core.
    fileParallelism: false,
    // A lane's files run in one worker that keeps its modules (isolate: false): playwright-core and
    // the helpers are imported once, and the files share the worker's one Chromium (src/chromium.ts).
    isolate: false,
    testTimeout: scaled(60_000),
    hookTimeout: scaled(120_000),
    // A page gets to its state however busy the machine is: `expect.poll` waits as long as a step may.
    expect: { poll: { timeout: scaled(15_000), interval: 100 } },
  },
});
