import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

/**
 * React Router's production build. Its package.json sends every import to `dist/development`
 * (remix-run/react-router#12532, #14102), whose dev-only warnings and checks then ship; the
 * production files sit beside them, so a production build points the bare import there.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode === 'production';
  // Vite takes NODE_ENV from the environment when it is set (vitest sets `test`), and with it React's
  // build and the JSX runtime: a production build is React's production build whoever starts it.
  if (production) process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompressPlugin()],
    resolve: production ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
    build: {
      target: 'es2022',
      sourcemap: true,
      // The budget check reads the chunk graph from .vite/manifest.json.
      manifest: true,
    },
    server: {
      // `npm run dev` in this workspace proxies the API to a server started with `npm run dev` at the root.
      proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
    },
  };
});
