import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
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
});
