import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { IiifCollectionDto, IiifManifestDto, SITE_NAME } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { useTestApp } from '../harness';

/** A manifest as a real IIIF parser reads it: no warnings from the strict upgrade, and normalised into entities. */
function parsedByIiifParser(manifest: unknown) {
  const state = { warnings: [] as string[] };
  presentation3StrictUpgrade(structuredClone(manifest) as Parameters<typeof presentation3StrictUpgrade>[0], state);
  expect(state.warnings).toEqual([]);
  return normalize(manifest as Parameters<typeof normalize>[0]);
}

describe('IIIF for reuse on other sites (issue 35)', () => {
  const t = useTestApp();

  it("carries the item's facts, rights, credit, provider, homepage and JSON-LD", async () => {
    const maker = await buildManufacturer(t.database, { name: 'Тульский оружейный завод' });
    const product = await buildProduct(t.database, {
      name: 'Пулемёт',
      number: '1234',
      year: 1915,
      belongsTo: 'максим',
      manufacturerId: maker.id,
      description: '<p>Образец <b>1910</b> года.</p>',
    });
    const byAuthor = await buildPhoto(t.database, { credit: 'И. Иванов', licence: 'CC-BY-4.0' });
    const unknown = await buildPhoto(t.database);
    await linkPhotos(t.database, 'product', product.id, [byAuthor.id, unknown.id]);

    const res = await t.app.inject({ url: `/iiif/products/${product.id}/manifest.json` });
    expect(res.statusCode).toBe(200);
    const manifest = IiifManifestDto.parse(res.json());
    const site = t.config.publicUrl;
    // Facts labelled as the item page labels them; the description is the summary, as plain text.
    expect(manifest.metadata).toEqual([
      { label: { ru: ['Название'] }, value: { ru: ['Пулемёт'] } },
      { label: { ru: ['Год'] }, value: { ru: ['1915'] } },
      { label: { ru: ['Номер'] }, value: { ru: ['1234'] } },
      { label: { ru: ['Назначение'] }, value: { ru: ['максим'] } },
      { label: { ru: ['Производитель'] }, value: { ru: ['Тульский оружейный завод'] } },
    ]);
    expect(manifest.summary).toEqual({ ru: ['Образец 1910 года.'] });
    // The photos do not share a licence: each canvas says its own, the manifest none.
    expect(manifest.rights).toBeUndefined();
    expect(manifest.items[0]?.rights).toBe('http://creativecommons.org/licenses/by/4.0/');
    expect(manifest.items[0]?.requiredStatement).toEqual({ label: { ru: ['Автор фото'] }, value: { ru: ['И. Иванов'] } });
    expect(manifest.items[1]?.rights).toBeUndefined();
    expect(manifest.requiredStatement).toEqual({ label: { ru: ['Предоставлено'] }, value: { ru: [`${SITE_NAME}; фото: И. Иванов`] } });
    expect(manifest.provider[0]).toMatchObject({ id: `${site}/`, type: 'Agent', label: { ru: [SITE_NAME] } });
    expect(manifest.homepage[0]?.id).toBe(`${site}/products/${product.id}`);
    const [seeAlso] = manifest.seeAlso;
    expect(seeAlso).toMatchObject({ type: 'Dataset', format: 'application/ld+json' });

    const normalized = parsedByIiifParser(res.json());
    expect((normalized.entities.Manifest as Record<string, unknown>)[manifest.id]).toMatchObject({
      rights: null,
      metadata: manifest.metadata,
    });

    // seeAlso answers the page's schema.org description, for any origin.
    const ld = await t.app.inject({ url: String(seeAlso?.id).replace(site, '') });
    expect(ld.statusCode).toBe(200);
    expect(ld.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(ld.headers['access-control-allow-origin']).toBe('*');
    expect(ld.json()).toMatchObject({ '@context': 'https://schema.org', url: `${site}/products/${product.id}` });
    expect((await t.app.inject({ url: '/iiif/products/99999999/item.jsonld' })).statusCode).toBe(404);
  });

  it('gives the manifest the licence all its photos share', async () => {
    const type = await buildType(t.database, { name: 'Щит' });
    const detail = await buildDetail(t.database, { typeId: type.id, name: null });
    const photos = [await buildPhoto(t.database, { licence: 'CC0' }), await buildPhoto(t.database, { licence: 'CC0' })];
    await linkPhotos(
      t.database,
      'detail',
      detail.id,
      photos.map((p) => p.id),
    );
    const manifest = IiifManifestDto.parse((await t.app.inject({ url: `/iiif/details/${detail.id}/manifest.json` })).json());
    expect(manifest.rights).toBe('http://creativecommons.org/publicdomain/zero/1.0/');
    expect(manifest.requiredStatement.value).toEqual({ ru: [SITE_NAME] });
    expect(manifest.metadata).toContainEqual({ label: { ru: ['Тип'] }, value: { ru: ['Щит'] } });
    parsedByIiifParser(manifest);
  });

  it('lists the manifest of every item with a published photo in a paged IIIF Collection', async () => {
    const product = await buildProduct(t.database, { name: 'Станок', year: 1930 });
    const type = await buildType(t.database, { name: 'Кожух' });
    const detail = await buildDetail(t.database, { typeId: type.id, name: null, number: 'А 1' });
    const bare = await buildProduct(t.database, { name: 'Без фото' });
    const unpublished = await buildProduct(t.database, { name: 'Фото не опубликовано' });
    await linkPhotos(t.database, 'product', product.id, [(await buildPhoto(t.database)).id]);
    await linkPhotos(t.database, 'detail', detail.id, [(await buildPhoto(t.database)).id]);
    await linkPhotos(t.database, 'product', unpublished.id, [(await buildPhoto(t.database, { published: false })).id]);
    const site = t.config.publicUrl;

    const top = await t.app.inject({ url: '/iiif/collection.json' });
    expect(top.statusCode).toBe(200);
    expect(top.headers['access-control-allow-origin']).toBe('*');
    expect(top.headers['content-type']).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/,
    );
    const collection = IiifCollectionDto.parse(top.json());
    expect(collection.id).toBe(`${site}/iiif/collection.json`);
    // Everything fits one page: the top collection lists the manifests themselves (issue 53), as its one page does.
    const page = IiifCollectionDto.parse((await t.app.inject({ url: '/iiif/collection/1.json' })).json());
    expect(page.partOf?.[0]?.id).toBe(collection.id);
    expect(collection.items).toEqual(page.items);
    expect(page.items).toContainEqual({
      id: `${site}/iiif/products/${product.id}/manifest.json`,
      type: 'Manifest',
      label: { ru: ['Станок, 1930 г.'] },
    });
    expect(page.items).toContainEqual({
      id: `${site}/iiif/details/${detail.id}/manifest.json`,
      type: 'Manifest',
      label: { ru: ['Кожух, № А 1'] },
    });
    // A manifest must have a canvas: items without a published photo are left out.
    const listed = page.items.map((item) => item.id);
    for (const missing of [bare, unpublished]) expect(listed).not.toContain(`${site}/iiif/products/${missing.id}/manifest.json`);
    // Products come first, each kind by id.
    const kinds = page.items.map((item) => item.id.split('/iiif/')[1]?.split('/')[0]);
    expect(kinds.indexOf('details')).toBeGreaterThan(kinds.lastIndexOf('products'));
    expect(normalize(page as Parameters<typeof normalize>[0]).resource.type).toBe('Collection');

    for (const [url, status] of [
      ['/iiif/collection/2.json', 404],
      ['/iiif/collection/0.json', 400],
      ['/iiif/collection/x.json', 400],
    ] as const) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(status);
    }
  });
});
