// A relative import: vitest loads its config without a TypeScript loader for workspace packages.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scaled } from '../../packages/test-kit/src/timeouts.ts';
import { appVersionDefine } from './scripts/app-version.ts';

export default defineConfig({
  plugins: [react()],
  define: appVersionDefine,
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // A worker keeps one jsdom and its imported modules for every file it runs: a fresh environment
    // and React per file cost five times the tests' own CPU (ADR 077). What a test changes is put
    // back after each test in src/test/setup.ts (session, storage, toasts, locale, mocks, timers).
    isolate: false,
    // jsdom renders slowly on a busy machine; TEST_TIMEOUT_SCALE stretches further.
    testTimeout: scaled(15_000),
    hookTimeout: scaled(15_000),
  },
});
