import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
