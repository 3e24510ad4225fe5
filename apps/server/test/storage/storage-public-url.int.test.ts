import { PhotoDto, RegionDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildStamp } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { testImage, upload } from '../upload-helpers';

const CDN = 'https://cdn.example/photos';

describe('STORAGE_PUBLIC_URL: pages link published photo files straight to the CDN (ADR 048)', () => {
  const t = useTestApp({ storagePublicUrl: CDN });

  it('answers file links under the public base, IIIF tiles there too, while /uploads keeps working', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const created = await upload(t.app, moderator.auth, await testImage('jpeg', 400, 300));
    expect(created.statusCode).toBe(201);
    const uploaded = PhotoDto.parse(created.json());
    expect(uploaded.url).toMatch(/^https:\/\/cdn\.example\/photos\/[0-9a-f]+\.jpg$/);
    expect(uploaded.thumbnailUrl).toMatch(/^https:\/\/cdn\.example\/photos\/thumbs\/[0-9a-f]+_thumb\.jpg$/);

    await foregroundDerivation(t).runPending();
    const photo = PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${uploaded.id}` })).json());
    const name = photo.url.replace(`${CDN}/`, '').replace('.jpg', '');
    expect(photo.image.sizes?.base).toBe(`${CDN}/derived/${name}/size`);
    expect(photo.image.tiles).toBe(`/iiif/images/${name}`);
    expect((await t.app.inject({ url: `/iiif/images/${name}/info.json` })).json().id).toBe(`${CDN}/derived/${name}/iiif`);
    expect((await t.app.inject({ url: `/uploads/${name}.jpg` })).statusCode).toBe(200);
  });

  it("links an unpublished photo's files to this server only, never to the CDN", async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const created = await upload(t.app, user.auth, await testImage('jpeg', 400, 300));
    expect(created.statusCode).toBe(201);
    const uploaded = PhotoDto.parse(created.json());
    expect(uploaded.url).toMatch(/^\/uploads\/[0-9a-f]+\.jpg$/);
    expect(uploaded.thumbnailUrl).toMatch(/^\/uploads\/thumbs\/[0-9a-f]+_thumb\.jpg$/);

    await foregroundDerivation(t).runPending();
    const photo = PhotoDto.parse((await t.app.inject({ url: `/api/archive/photos/${uploaded.id}`, headers: user.auth })).json());
    const name = photo.url.replace('/uploads/', '').replace('.jpg', '');
    expect(photo.image.sizes?.base).toBe(`/uploads/derived/${name}/size`);
    const info = await t.app.inject({ url: `/iiif/images/${name}/info.json`, headers: user.auth });
    expect(info.json().id).toBe(`${t.config.publicUrl}/iiif/images/${name}`);
  });

  it('links a published region’s crop to the CDN and a proposal’s to this server only (ADR 059)', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const author = await signIn(t.database, 'USER', t.clock.now());
    const photo = PhotoDto.parse((await upload(t.app, moderator.auth, await testImage('jpeg', 400, 300))).json());
    const stamp = await buildStamp(t.database);
    const mark = (auth: Record<string, string>, x: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/archive/photos/${photo.id}/regions`,
        headers: auth,
        payload: { x, y: 0, width: 100, height: 100, target: { kind: 'stamp', id: stamp.id } },
      });
    const published = (await mark(moderator.auth, 0)).json().id;
    const proposed = (await mark(author.auth, 200)).json().id;
    await foregroundDerivation(t).runPending();

    const regions = RegionDto.array().parse(
      (await t.app.inject({ url: `/api/archive/photos/${photo.id}/regions`, headers: author.auth })).json(),
    );
    const cropOf = (id: number) => regions.find((region) => region.id === id)?.crop;
    expect(cropOf(published)?.url).toMatch(/^https:\/\/cdn\.example\/photos\/derived\/[0-9a-f]+\/size-100\.jpg$/);
    expect(cropOf(published)?.sizes.base).toMatch(/^https:\/\/cdn\.example\/photos\/derived\//);
    expect(cropOf(proposed)?.url).toMatch(/^\/uploads\/derived\/[0-9a-f]+\/size-100\.jpg$/);
  });

  it('never rewrites text people typed, even when it looks like an /uploads path', async () => {
    const typed = '/uploads/../../phish/login.html';
    const maker = await buildManufacturer(t.database, { name: typed, url: typed });
    const product = await buildProduct(t.database, { name: typed, source: typed, manufacturerId: maker.id });

    const answer = (await t.app.inject({ url: `/api/archive/products/${product.id}` })).json();
    expect(answer).toMatchObject({ name: typed, source: typed, manufacturer: { name: typed } });
    expect(JSON.stringify(answer)).not.toContain('cdn.example');
    const listed = (await t.app.inject({ url: `/api/archive/manufacturers/${maker.id}` })).json();
    expect(listed).toMatchObject({ name: typed, url: typed });
  });
});
