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
    // jsdom renders slowly on a busy machine; TEST_TIMEOUT_SCALE stretches further.
    testTimeout: scaled(15_000),
    hookTimeout: scaled(15_000),
  },
});
