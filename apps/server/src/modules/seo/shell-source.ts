import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { renderShell } from './html-shell';
import type { PageHeadsService } from './page-heads.service';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  etag: string;
}

/**
 * The built index.html, re-read when the build changes it (a rebuild under a running server),
 * rendered with each page's head.
 */
export function createShellSource(indexPath: string) {
  let cached: { mtimeMs: number; html: string } | null = null;

  async function template(): Promise<string | null> {
    const info = await stat(indexPath).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(indexPath, 'utf8') };
    return cached.html;
  }

  return {
    /** The page at a path, its query read by the pages that show a first screen of results (the gallery, a search). */
    async render(pathname: string, query: URLSearchParams, pageHeads: PageHeadsService): Promise<RenderedPage | null> {
      const html = await template();
      if (html === null) return null;
      const head = await pageHeads.forPath(pathname, query);
      const page = renderShell(html, head, query.size > 0 ? `?${query.toString()}` : '');
      const etag = `"${createHash('sha1').update(page).digest('base64url')}"`;
      return { status: head.status, html: page, etag };
    },
  };
}
export type ShellSource = ReturnType<typeof createShellSource>;
