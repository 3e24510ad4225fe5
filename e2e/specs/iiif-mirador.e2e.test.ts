import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { scaled } from '@museum/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newPage, screenshot } from '../src/chromium';
import { type UploadedPhoto, uploadDerivedPhoto } from '../src/photos';
import { logIn } from '../src/sign-in';

// Mirador's package exports no subpath for its browser bundle: read from the (hoisted) install.
const MIRADOR = fileURLToPath(new URL('../../node_modules/mirador/dist/mirador.min.js', import.meta.url));

/** A page on another origin (its own port) that opens one manifest in Mirador, as a site reusing the museum's images would. */
function miradorSite(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/mirador.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      createReadStream(MIRADOR).pipe(response);
      return;
    }
    const manifest = new URL(request.url ?? '/', 'http://x').searchParams.get('manifest') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta charset="utf-8"><title>Mirador</title></head>
<body style="margin:0"><div id="viewer" style="position:absolute;inset:0"></div>
<script src="/mirador.min.js"></script>
<script>Mirador.viewer({ id: 'viewer', windows: [{ manifestId: ${JSON.stringify(manifest)}, thumbnailNavigationPosition: 'far-bottom' }] });</script>
</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!inject('chromium'))('IIIF reused by a viewer on another site (issue 35)', () => {
  let browser: Browser;
  let site: Server;
  let photo: UploadedPhoto;
  let productId: number;
  beforeAll(async () => {
    browser = await launchChromium();
    site = await miradorSite();
    const { token } = await logIn(inject('baseUrl'), inject('accounts').moderator);
    photo = await uploadDerivedPhoto(inject('baseUrl'), token, 1800, 1200, 35);
    const answer = (await (await fetch(`${inject('baseUrl')}/api/archive/photos/${photo.id}`)).json()) as { products: { id: number }[] };
    productId = answer.products[0]?.id ?? 0;
  }, scaled(600_000));
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it("opens an item's manifest in Mirador from npm: the thumbnails show and the tiles load", async () => {
    const base = inject('baseUrl');
    const other = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    expect(new URL(other).origin).not.toBe(new URL(base).origin);
    const { page, context } = await newPage(browser, other, DESKTOP);
    const loaded: { url: string; status: number }[] = [];
    page.on('response', (response) => loaded.push({ url: response.url(), status: response.status() }));
    const manifest = `${base}/iiif/products/${productId}/manifest.json`;
    await page.goto(`/?manifest=${encodeURIComponent(manifest)}`);

    // The thumbnail strip draws the photo: a cross-origin image the resource policy lets through.
    const thumbnail = page.locator(
      `img[src="${base}/uploads/thumbs/${photo.url
        .split('/')
        .pop()
        ?.replace(/\.jpg$/, '')}_thumb.jpg"]`,
    );
    await thumbnail.first().waitFor();
    await expect.poll(() => thumbnail.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The deep-zoom canvas reads info.json (CORS) and draws tiles from the level 0 service.
    const tiles = photo.image.tiles ?? '';
    await expect
      .poll(() => loaded.filter((r) => r.url.includes(tiles) && r.url.endsWith('/default.jpg') && r.status === 200).length, {
        timeout: scaled(30_000),
      })
      .toBeGreaterThan(0);
    expect(loaded.filter((r) => r.url.startsWith(base) && r.status >= 400)).toEqual([]);
    await screenshot(page, 'iiif-mirador-1280');
    await context.close();
  });
});
