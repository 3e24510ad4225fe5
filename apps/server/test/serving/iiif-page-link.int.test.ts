import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { writeWebDist } from './web-dist-fixture';

const PUBLIC_URL = 'https://museum.example';
const LINK = (href: string) =>
  `<link rel="alternate" type="application/ld+json;profile=&quot;http://iiif.io/api/presentation/3/context.json&quot;" href="${href}" />`;

/** IIIF discovery (issue 35): an item page's server-sent head links its manifest. */
describe('the IIIF manifest link of item pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const head = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body.slice(0, res.body.indexOf('</head>'));
  };

  it('is in the head of products and details with a photo, and of no page without one', async () => {
    const product = await buildProduct(t.database, { name: 'Пулемёт' });
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id });
    const bare = await buildProduct(t.database, { name: 'Без фото' });
    await linkPhotos(t.database, 'product', product.id, [(await buildPhoto(t.database)).id]);
    await linkPhotos(t.database, 'detail', detail.id, [(await buildPhoto(t.database)).id]);

    expect(await head(`/products/${product.id}`)).toContain(LINK(`${PUBLIC_URL}/iiif/products/${product.id}/manifest.json`));
    expect(await head(`/details/${detail.id}`)).toContain(LINK(`${PUBLIC_URL}/iiif/details/${detail.id}/manifest.json`));
    for (const url of [`/products/${bare.id}`, '/', '/search']) expect(await head(url), url).not.toContain('iiif');
  });
});
