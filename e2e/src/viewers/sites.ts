import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type ViewerSite, viewerSite } from '../viewer-site';

// The viewers' packages export no subpath for their browser builds: read from the (hoisted) install.
const modules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/** A value written into a page's script. */
const literal = (value: string | null) => JSON.stringify(value ?? '').replaceAll('<', '\\u003c');

const shell = (
  title: string,
  head: string,
  body: string,
) => `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body style="margin:0">${body}</body></html>`;

/** Mirador 4 (npm `mirador`, its browser bundle): one window on `?iiif=` (a manifest, or a collection it lists). */
export const miradorSite = (): Promise<ViewerSite> =>
  viewerSite(path.join(modules, 'mirador/dist'), (query) =>
    shell(
      'Mirador',
      '<script src="/mirador.min.js"></script>',
      `<div id="viewer" style="position:absolute;inset:0"></div>
<script>Mirador.viewer({ id: 'viewer', windows: [{ manifestId: ${literal(query.get('iiif'))}, thumbnailNavigationPosition: 'far-bottom' }] });</script>`,
    ),
  );

/**
 * The Universal Viewer 4 (npm `universalviewer`, its UMD build), embedded as its own `uv.html`
 * does: `?iiif=` a manifest or a collection, `?m=` which of the collection's manifests it shows.
 */
export const universalViewerSite = (): Promise<ViewerSite> =>
  viewerSite(path.join(modules, 'universalviewer/dist'), (query) =>
    shell(
      'Universal Viewer',
      '<link rel="stylesheet" href="/uv.css"><script src="/umd/UV.js"></script>',
      `<div id="uv" class="uv" style="width:100vw;height:100vh"></div>
<script>UV.init('uv', { iiifManifestId: ${literal(query.get('iiif'))}, manifestIndex: Number(${literal(query.get('m'))}) || 0, embedded: true });</script>`,
    ),
  );

const CLOVER_PAGE = fileURLToPath(new URL('./clover-page.ts', import.meta.url));

/**
 * Clover's page script bundled with esbuild, once for an install and a page script: the folder is
 * named by a hash of both (package-lock.json and clover-page.ts) under node_modules/.cache, and
 * is built aside and renamed into place, so a run never serves a half-written bundle; older bundles go.
 */
async function cloverBundle(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [path.join(modules, '../package-lock.json'), CLOVER_PAGE]) hash.update(await fs.readFile(file));
  const cache = path.join(modules, '.cache/museum-e2e');
  const folder = path.join(cache, `clover-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(folder, 'clover.js'))) return folder;
  await fs.mkdir(cache, { recursive: true });
  const draft = await fs.mkdtemp(`${folder}-draft-`);
  await build({
    entryPoints: [CLOVER_PAGE],
    outfile: path.join(draft, 'clover.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  // Another run may have put the same bundle in place meanwhile: theirs is as good as ours.
  await fs.rename(draft, folder).catch(() => fs.rm(draft, { recursive: true, force: true }));
  // Bundles of an earlier install or page script are never served again.
  for (const old of await fs.readdir(cache)) {
    if (/^clover-[0-9a-f]{16}$/.test(old) && path.join(cache, old) !== folder)
      await fs.rm(path.join(cache, old), { recursive: true, force: true });
  }
  return folder;
}

/**
 * Clover (npm `@samvera/clover-iiif`, a React component) on a page of its own: `?iiif=` a manifest
 * or a collection, `?manifest=` which of the collection's manifests it opens.
 */
export async function cloverSite(): Promise<ViewerSite> {
  const folder = await cloverBundle();
  return viewerSite(folder, () => shell('Clover', '', '<div id="viewer" style="height:100vh"></div><script src="/clover.js"></script>'));
}
