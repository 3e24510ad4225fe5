import { IiifManifestDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { useTestApp } from '../harness';

describe('GET /iiif/{kind}/{id}/manifest.json', () => {
  const t = useTestApp();

  it("lists a product's published photos as IIIF Presentation 3 canvases, with tiles where made, for any origin", async () => {
    const product = await buildProduct(t.database, { name: 'Пулемёт', number: '1234', year: 1915 });
    const derived = await buildPhoto(t.database, {
      width: 3000,
      height: 2000,
      originalName: 'общий вид.jpg',
      derivation: 'READY',
      placeholder: 'data:image/webp;base64,AAAA',
    });
    const pending = await buildPhoto(t.database, { contentType: 'image/png', width: 640, height: 480 });
    const hidden = await buildPhoto(t.database, { published: false });
    await linkPhotos(t.database, 'product', product.id, [derived.id, hidden.id, pending.id]);

    const res = await t.app.inject({ url: `/iiif/products/${product.id}/manifest.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/,
    );
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const manifest = IiifManifestDto.parse(res.json());
    const site = t.config.publicUrl;
    expect(manifest.id).toBe(`${site}/iiif/products/${product.id}/manifest.json`);
    expect(manifest.label).toEqual({ ru: ['Пулемёт, № 1234, 1915 г.'] });
    expect(manifest.homepage[0]?.id).toBe(`${site}/products/${product.id}`);
    // The unpublished photo is not listed; the order is the page's.
    expect(manifest.items.map((canvas) => canvas.id)).toEqual([
      `${site}/iiif/products/${product.id}/canvas/${derived.id}`,
      `${site}/iiif/products/${product.id}/canvas/${pending.id}`,
    ]);
    const [first, second] = manifest.items;
    expect(first?.label).toEqual({ ru: ['общий вид.jpg (фото 1 из 2)'] });
    expect([first?.width, first?.height]).toEqual([3000, 2000]);
    for (const canvas of manifest.items) {
      const annotation = canvas.items[0]?.items[0];
      // Every painting annotation targets its own canvas, with an image of the canvas's size.
      expect(annotation?.target).toBe(canvas.id);
      expect([annotation?.body.width, annotation?.body.height]).toEqual([canvas.width, canvas.height]);
    }
    expect(first?.items[0]?.items[0]?.body).toMatchObject({
      id: `${site}/uploads/${derived.fileName}.jpg`,
      format: 'image/jpeg',
      service: [{ id: `${site}/iiif/images/${derived.fileName}`, type: 'ImageService3', profile: 'level0' }],
    });
    // Tiles not made yet: the original alone.
    expect(second?.items[0]?.items[0]?.body).toEqual({
      id: `${site}/uploads/${pending.fileName}.png`,
      type: 'Image',
      format: 'image/png',
      width: 640,
      height: 480,
    });
  });

  it('serves details too, and answers 404 and 400 problems for what it does not know', async () => {
    const type = await buildType(t.database, { name: 'Щит' });
    const detail = await buildDetail(t.database, { typeId: type.id, name: null, number: 'АЕ 7', year: null });
    await linkPhotos(t.database, 'detail', detail.id, [(await buildPhoto(t.database)).id]);
    const res = await t.app.inject({ url: `/iiif/details/${detail.id}/manifest.json` });
    expect(res.statusCode).toBe(200);
    const manifest = IiifManifestDto.parse(res.json());
    expect(manifest.label).toEqual({ ru: ['Щит, № АЕ 7'] });
    expect(manifest.items[0]?.label).toEqual({ ru: ['Фото 1 из 1'] });

    for (const [url, status] of [
      ['/iiif/details/99999999/manifest.json', 404],
      ['/iiif/products/99999999/manifest.json', 404],
      ['/iiif/things/1/manifest.json', 400],
      ['/iiif/products/abc/manifest.json', 400],
      ['/iiif/images/nothing-here/info.json', 404],
    ] as const) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });
});
