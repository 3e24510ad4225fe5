import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, newPage } from './chromium';
import { type UploadedPhoto, uploadDerivedPhotos } from './photos';
import { logIn } from './sign-in';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** What the museum's origin answered a viewer, and what the browser refused or dropped on the way. */
export type MuseumTraffic = {
  responses: { url: string; status: number }[];
  /** Requests to the museum that failed (a CORS or resource-policy block, a reset); not those a viewer cancelled itself. */
  failed: string[];
  /** The page's console errors and uncaught exceptions (a CORS refusal is reported there). */
  errors: string[];
};

export type ViewerSite = {
  origin: string;
  /**
   * Opens the site's page with `params` (`iiif`: a manifest's or a collection's address) in a
   * fresh context, watching what the museum at `museum` answers it.
   */
  open(
    browser: Browser,
    museum: string,
    params: Record<string, string>,
  ): Promise<{ page: Page; context: BrowserContext; traffic: MuseumTraffic }>;
  close(): Promise<void>;
};

/**
 * A web site on another origin (its own port on 127.0.0.1) that embeds a IIIF viewer, as a site
 * reusing the museum's images would: `/` is `page(query)`, the page that opens the address given
 * as `?iiif=`; any other path is a file under `root` (the viewer's built files).
 */
export async function viewerSite(root: string, page: (query: URLSearchParams) => string): Promise<ViewerSite> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(url.searchParams));
      return;
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const stat = file.startsWith(root + path.sep) ? await fs.stat(file).catch(() => null) : null;
    if (!stat?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': stat.size });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    async open(browser, museum, params) {
      if (new URL(museum).origin === origin) throw new Error('the viewer must be on another origin than the museum');
      const { page: tab, context, errors } = await newPage(browser, origin, DESKTOP);
      const traffic: MuseumTraffic = { responses: [], failed: [], errors };
      tab.on('response', (answer) => {
        if (answer.url().startsWith(museum)) traffic.responses.push({ url: answer.url(), status: answer.status() });
      });
      tab.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        if (request.url().startsWith(museum) && reason !== 'net::ERR_ABORTED') traffic.failed.push(`${request.url()}: ${reason}`);
      });
      await tab.goto(`/?${new URLSearchParams(params)}`);
      return { page: tab, context, traffic };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The museum's answers of `traffic` that are images under a photo's IIIF image service (`tiles`: its path), loaded (200). */
export function loadedImages(traffic: MuseumTraffic, tiles: string): string[] {
  return traffic.responses
    .filter((r) => r.url.includes(`${tiles}/`) && r.url.endsWith('/default.jpg') && r.status === 200)
    .map((r) => r.url);
}

/** Everything in `traffic` that went wrong: answers ≥ 400, blocked or failed requests, CORS refusals on the console. */
export function troubles(traffic: MuseumTraffic): string[] {
  return [
    ...traffic.responses.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.url}`),
    ...traffic.failed,
    ...traffic.errors.filter((text) => /CORS|Cross-Origin|ERR_BLOCKED/i.test(text)),
  ];
}

/** An item of the museum a test makes for a viewer to show: two derived photos (sizes and tiles) on a new product. */
export type ReusedItem = { photos: UploadedPhoto[]; manifest: string; label: string; collection: string; indexInCollection: number };

/**
 * Uploads two photos (seeds `seed` and `seed + 1`) on a new product as the moderator, so that its
 * manifest has two canvases (a viewer shows its thumbnail strip only then); the manifest, and
 * where the top collection lists it.
 */
export async function reusedItem(base: string, seed: number): Promise<ReusedItem> {
  const { token } = await logIn(base, inject('accounts').moderator);
  const photos = await uploadDerivedPhotos(base, token, 1800, 1200, [seed, seed + 1]);
  const answer = (await (await fetch(`${base}/api/archive/photos/${photos[0]?.id}`)).json()) as { products: { id: number }[] };
  const manifest = `${base}/iiif/products/${answer.products[0]?.id}/manifest.json`;
  const collection = `${base}/iiif/collection.json`;
  const listed = (await (await fetch(collection)).json()) as { items: { id: string; label: { ru: string[] } }[] };
  const indexInCollection = listed.items.findIndex((item) => item.id === manifest);
  const label = listed.items[indexInCollection]?.label.ru[0];
  if (!label) throw new Error(`the top collection does not list ${manifest} (it lists ${listed.items.length} items)`);
  return { photos, manifest, label, collection, indexInCollection };
}

/**
 * What a viewer must show of `item`: a thumbnail of each of its photos drawn from the museum (an
 * `<img>` the resource policy lets through, the photo's thumbnail or a size from its image
 * service, redirects followed), deep-zoom tiles of its first photo loaded (info.json read through
 * CORS, region tiles answered 200), and nothing from the museum refused, failed or blocked.
 */
export async function expectItemShown(page: Page, traffic: MuseumTraffic, base: string, item: ReusedItem): Promise<void> {
  // A photo's files are named by its key: `/uploads/thumbs/{key}_thumb.jpg`, `/iiif/images/{key}/…`.
  const keys = item.photos.map((photo) => photo.image.tiles?.split('/').pop() ?? `photo ${photo.id} has no tiles`);
  const undrawn = async () => {
    const drawn = await page
      .locator(`img[src^="${base}/"]`)
      .evaluateAll((images: HTMLImageElement[]) => images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.src));
    return keys.filter((key) => !drawn.some((src) => src.includes(key)));
  };
  await expect.poll(undrawn).toEqual([]);
  const tiles = item.photos[0]?.image.tiles ?? '';
  await expect
    .poll(() => loadedImages(traffic, tiles).filter((url) => !url.includes(`${tiles}/full/`)).length, { timeout: scaled(60_000) })
    .toBeGreaterThan(0);
  expect(troubles(traffic)).toEqual([]);
}

/** That the viewer read the museum's top collection (the item was reached through it, not opened by its address). */
export function expectCollectionRead(traffic: MuseumTraffic, item: ReusedItem): void {
  expect(traffic.responses).toContainEqual({ url: item.collection, status: 200 });
}
