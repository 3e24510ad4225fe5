import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appVersionDefine } from './scripts/app-version.ts';
import { inlineEntryCssPlugin } from './scripts/inline-entry-css-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

/**
 * Everything the entry loads before the first page (React, the router, the query client, the
 * shell, the Russian texts, the account dialogs' provider...) in one chunk, `app`, instead of the
 * ~20 shared chunks Rolldown's automatic splitting cut it into (one per set of lazy pages sharing a
 * module): they all load on every page anyway, so splitting them only adds requests, a stylesheet
 * per chunk with CSS (each render-blocking) and gzip's per-file overhead. Lazy pages and on-demand
 * code keep their own chunks. index.html and main.tsx stay out of the group so the entry chunk, and
 * with it the manifest's entry that the budget check reads, remains (ADR 072).
 */
const firstLoadChunk = {
  name: 'app',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
};

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
    // The entry's one stylesheet goes into index.html: no request holds the first paint (ADR 072).
    plugins: [react(), inlineEntryCssPlugin(), precompressPlugin()],
    define: appVersionDefine,
    resolve: production ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
    build: {
      target: 'es2022',
      sourcemap: true,
      // The budget check reads the chunk graph from .vite/manifest.json.
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: [firstLoadChunk] } } },
    },
    server: {
      // `npm run dev` in this workspace proxies the API to a server started with `npm run dev` at the root.
      proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
    },
  };
});
