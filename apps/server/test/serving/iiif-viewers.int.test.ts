import { IiifCollectionDto, PhotoDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildPhoto, buildProduct, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { testImage, upload } from '../upload-helpers';

/** What the Universal Viewer, Clover and Mirador ask of the IIIF services and get (issue 53). */
describe('IIIF as viewers on other sites use it', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const openToOtherSites = (answer: Awaited<ReturnType<typeof get>>, what: string) => {
    expect(answer.headers['access-control-allow-origin'], what).toBe('*');
    expect(answer.headers['cross-origin-resource-policy'], what).toBe('cross-origin');
  };

  /** A published photo's image service, derived: its path and its listed sizes. */
  async function publishedService() {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const uploaded = await upload(t.app, moderator.auth, await testImage('jpeg', 1000, 700));
    expect(uploaded.statusCode).toBe(201);
    await foregroundDerivation(t).runPending();
    const photo = PhotoDto.parse((await get(`/api/archive/photos/${uploaded.json().id}`, moderator.auth)).json());
    const service = photo.image.tiles as string;
    const sizes = (await get(`${service}/info.json`)).json().sizes as { width: number; height: number }[];
    return { service, sizes };
  }

  it('answers a width the service lists as `w,`, and sends other widths and boxes on to the nearest listed size', async () => {
    const { service, sizes } = await publishedService();
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) {
      const answer = await get(`${service}/full/${size.width},/0/default.jpg`);
      expect(answer.statusCode, `${size.width},`).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      openToOtherSites(answer, `${size.width},`);
    }
    const [smallest, ...rest] = sizes as [{ width: number; height: number }, ...{ width: number; height: number }[]];
    const largest = rest.at(-1) ?? smallest;
    const at = (size: { width: number; height: number }) => `${service}/full/${size.width},${size.height}/0/default.jpg`;
    // The Universal Viewer's thumbnail: 90 px wide, below every listed size.
    for (const [asked, nearest] of [
      ['90,', smallest],
      [`${smallest.width + 1},`, sizes[1]],
      ['99999,', largest],
      [',10', smallest],
      [`!${largest.width},${largest.height}`, largest],
      ['!10,10', smallest],
    ] as const) {
      const answer = await get(`${service}/full/${asked}/0/default.jpg`);
      expect(answer.statusCode, asked).toBe(302);
      expect(answer.headers.location, asked).toBe(at(nearest as { width: number; height: number }));
      openToOtherSites(answer, asked);
    }
    // A box of another shape would distort: level 0 has none.
    expect((await get(`${service}/full/1,1/0/default.jpg`)).statusCode).toBe(404);
  });

  it('opens its refusals to other sites too, so a viewer elsewhere sees the 404 for what it is', async () => {
    const { service } = await publishedService();
    for (const url of [
      `${service}/0,0,1,1/1,1/0/default.jpg`,
      '/iiif/images/0000nothing/full/90,/0/default.jpg',
      '/iiif/images/0000nothing/info.json',
      '/iiif/products/999999/manifest.json',
      '/iiif/collection/0.json',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      openToOtherSites(answer, url);
    }
    // An unpublished photo's service answers others as a missing one, every size too.
    const user = await signIn(t.database, 'USER', t.clock.now());
    const pending = await upload(t.app, user.auth, await testImage('jpeg', 800, 600));
    await foregroundDerivation(t).runPending();
    const hidden = PhotoDto.parse((await get(`/api/archive/photos/${pending.json().id}`, user.auth)).json()).image.tiles as string;
    for (const asked of ['90,', 'max', '!10,10']) {
      const answer = await get(`${hidden}/full/${asked}/0/default.jpg`);
      expect(answer.statusCode, asked).toBe(404);
      openToOtherSites(answer, asked);
    }
  });

  it('lists the manifests in the top collection itself when they fit one page, as Clover needs', async () => {
    const product = await buildProduct(t.database, { name: 'Пулемёт в коллекции', year: 1915 });
    await linkPhotos(t.database, 'product', product.id, [(await buildPhoto(t.database)).id]);
    const top = IiifCollectionDto.parse((await get('/iiif/collection.json')).json());
    expect(top.items).toContainEqual({
      id: `${t.config.publicUrl}/iiif/products/${product.id}/manifest.json`,
      type: 'Manifest',
      label: { ru: ['Пулемёт в коллекции, 1915 г.'] },
    });
    expect(top.items.every((item) => item.type === 'Manifest')).toBe(true);
  });
});
