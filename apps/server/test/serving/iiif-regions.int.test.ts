import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { IiifManifestDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildStamp, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

/** Regions of photos in the IIIF manifests (issue 33, ADR 059): W3C Web Annotations on their canvas. */
describe('IIIF manifests with regions', () => {
  const t = useTestApp();

  it('carries published regions as a commenting AnnotationPage per canvas, pending ones not at all, and stays valid', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const user = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Пулемёт' });
    const stamp = await buildStamp(t.database, { name: 'Клеймо <ТОЗ>' });
    const photo = await buildPhoto(t.database, { width: 1000, height: 800 });
    const bare = await buildPhoto(t.database);
    await linkPhotos(t.database, 'product', product.id, [photo.id, bare.id]);
    const mark = (auth: Record<string, string>, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/archive/photos/${photo.id}/regions`, headers: auth, payload: body });
    const published = (
      await mark(moderator.auth, { x: 10, y: 20, width: 30, height: 40, target: { kind: 'stamp', id: stamp.id }, note: 'На крышке' })
    ).json();
    expect((await mark(user.auth, { x: 1, y: 2, width: 3, height: 4, target: { kind: 'product', id: product.id } })).statusCode).toBe(201);

    const res = await t.app.inject({ url: `/iiif/products/${product.id}/manifest.json` });
    const manifest = IiifManifestDto.parse(res.json());
    const site = t.config.publicUrl;
    const canvas = `${site}/iiif/products/${product.id}/canvas/${photo.id}`;
    expect(manifest.items[0]?.annotations).toEqual([
      {
        id: `${canvas}/regions`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${canvas}/regions/${published.id}`,
            type: 'Annotation',
            motivation: 'commenting',
            body: {
              type: 'TextualBody',
              value: `<p><a href="${site}/stamps/${stamp.id}">Клеймо &lt;ТОЗ&gt;</a></p><p>На крышке</p>`,
              format: 'text/html',
              language: ['ru'],
            },
            target: `${canvas}#xywh=10,20,30,40`,
          },
        ],
      },
    ]);
    expect(manifest.items[1]?.annotations).toBeUndefined();

    // A real IIIF parser reads it without a warning.
    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(res.json()) as Parameters<typeof presentation3StrictUpgrade>[0], state);
    expect(state.warnings).toEqual([]);
    expect(normalize(res.json() as Parameters<typeof normalize>[0]).resource.type).toBe('Manifest');
  });

  it('serves a manifest per stamp with its images and the photos where it is marked, and puts marked photos in items’ manifests', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const stamp = await buildStamp(t.database, { name: 'Звезда со стрелой', kind: 'FACTORY', yearFrom: 1928, yearTo: 1945 });
    const image = await buildPhoto(t.database, { width: 400, height: 300 });
    await linkPhotos(t.database, 'stamp', stamp.id, [image.id]);
    const gun = await buildProduct(t.database, { name: 'Пулемёт 1932' });
    const part = await buildDetail(t.database, { name: 'Короб', productId: gun.id });
    // A photo linked to nothing of theirs: only its regions show the stamp and the part; an unpublished one is left out.
    const seen = await buildPhoto(t.database, { width: 1200, height: 900 });
    const hidden = await buildPhoto(t.database, { width: 1200, height: 900, published: false });
    const mark = async (photoId: number, target: object) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/archive/photos/${photoId}/regions`,
        headers: moderator.auth,
        payload: { x: 100, y: 100, width: 200, height: 150, target },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json().id as number;
    };
    const onStamp = await mark(seen.id, { kind: 'stamp', id: stamp.id });
    await mark(seen.id, { kind: 'detail', id: part.id });
    await mark(hidden.id, { kind: 'stamp', id: stamp.id });

    const res = await t.app.inject({ url: `/iiif/stamps/${stamp.id}/manifest.json` });
    expect(res.statusCode).toBe(200);
    const manifest = IiifManifestDto.parse(res.json());
    const site = t.config.publicUrl;
    expect(manifest.id).toBe(`${site}/iiif/stamps/${stamp.id}/manifest.json`);
    expect(manifest.label).toEqual({ ru: ['Звезда со стрелой'] });
    expect(manifest.metadata).toEqual([
      { label: { ru: ['Вид'] }, value: { ru: ['заводское клеймо'] } },
      { label: { ru: ['Годы применения'] }, value: { ru: ['1928–1945'] } },
    ]);
    expect(manifest.items.map((canvas) => canvas.id)).toEqual([
      `${site}/iiif/stamps/${stamp.id}/canvas/${image.id}`,
      `${site}/iiif/stamps/${stamp.id}/canvas/${seen.id}`,
    ]);
    const annotations = manifest.items[1]?.annotations?.[0]?.items ?? [];
    expect(annotations.map((annotation) => annotation.id)).toContain(
      `${site}/iiif/stamps/${stamp.id}/canvas/${seen.id}/regions/${onStamp}`,
    );
    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(res.json()) as Parameters<typeof presentation3StrictUpgrade>[0], state);
    expect(state.warnings).toEqual([]);

    const detailManifest = IiifManifestDto.parse((await t.app.inject({ url: `/iiif/details/${part.id}/manifest.json` })).json());
    expect(detailManifest.items.map((canvas) => canvas.id)).toEqual([`${site}/iiif/details/${part.id}/canvas/${seen.id}`]);
    expect(detailManifest.items[0]?.annotations?.[0]?.items).toHaveLength(2);
    expect((await t.app.inject({ url: '/iiif/stamps/999999/manifest.json' })).statusCode).toBe(404);
  });
});
