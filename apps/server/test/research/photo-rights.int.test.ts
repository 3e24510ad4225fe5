import { PAGE_TEXTS, PHOTO_LICENCE_URLS, type PhotoDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { photoHead, productHead } from '../../src/modules/seo/item-heads';
import { siteImage } from '../../src/modules/seo/preview-image';
import { photoRightsLd } from '../../src/modules/seo/structured-data/item-ld';
import { textsIn } from '../../src/texts';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { testImage } from '../upload-helpers';

/** A multipart upload with text fields beside the file (in the given order). */
function uploadWith(fields: Record<string, string>, file: Buffer, fieldsFirst = true) {
  const boundary = `----museum${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const filePart = Buffer.concat([head, file, Buffer.from('\r\n')]);
  const parts = fieldsFirst ? [Buffer.from(text.join('')), filePart] : [filePart, Buffer.from(text.join(''))];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('photo credit and licence', () => {
  const t = useTestApp();
  const post = (auth: Record<string, string>, body: ReturnType<typeof uploadWith>) =>
    t.app.inject({ method: 'POST', url: '/api/archive/photos', payload: body.payload, headers: { ...auth, ...body.headers } });

  it('takes credit and licence at upload, before or after the file, and shows them on the photo', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const first = await post(moderator.auth, uploadWith({ credit: '  Фото: А. Петров  ', licence: 'CC-BY-SA-4.0' }, await testImage()));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ credit: 'Фото: А. Петров', licence: 'CC-BY-SA-4.0' } satisfies Partial<PhotoDto>);
    const after = await post(moderator.auth, uploadWith({ licence: 'CC0' }, await testImage(), false));
    expect(after.json()).toMatchObject({ credit: null, licence: 'CC0' });
    const none = await post(moderator.auth, uploadWith({}, await testImage()));
    expect(none.json()).toMatchObject({ credit: null, licence: null });
  });

  it('refuses an unknown licence, an unknown field and an over-long credit with a Russian 400, storing nothing', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const badLicence = await post(user.auth, uploadWith({ licence: 'GPL' }, await testImage()));
    expect(badLicence.statusCode).toBe(400);
    expect(badLicence.json().detail).toMatch(/Лицензия/);
    const unknown = await post(user.auth, uploadWith({ author: 'x' }, await testImage()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/Неизвестное поле author/);
    const long = await post(user.auth, uploadWith({ credit: 'я'.repeat(501) }, await testImage()));
    expect(long.statusCode).toBe(400);
  });

  it('lets moderators, and only them, edit the rights; the edit is in the photo history', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const photo = await buildPhoto(t.database, { published: true });
    const url = `/api/archive/photos/${photo.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { licence: 'CC0' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { licence: 'CC0' }, headers: user.auth })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PATCH', url, payload: { licence: 'PD' }, headers: moderator.auth });
    expect(bad.statusCode).toBe(400);

    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { credit: 'Архив музея', licence: 'ALL_RIGHTS_RESERVED' },
      headers: moderator.auth,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ credit: 'Архив музея', licence: 'ALL_RIGHTS_RESERVED' });
    // A field left out keeps its value; an empty one clears it.
    const cleared = await t.app.inject({ method: 'PATCH', url, payload: { licence: '' }, headers: moderator.auth });
    expect(cleared.json()).toMatchObject({ credit: 'Архив музея', licence: null });
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/archive/photos/999999', payload: {}, headers: moderator.auth })).statusCode,
    ).toBe(404);

    const revisions = await t.database.rawQuery(
      `select action, before, after from revisions where entity_type = 'PHOTO' and entity_id = $1 order by id`,
      [photo.id],
    );
    expect(revisions).toEqual([
      { action: 'UPDATE', before: { credit: null, licence: null }, after: { credit: 'Архив музея', licence: 'ALL_RIGHTS_RESERVED' } },
      {
        action: 'UPDATE',
        before: { credit: 'Архив музея', licence: 'ALL_RIGHTS_RESERVED' },
        after: { credit: 'Архив музея', licence: null },
      },
    ]);
  });

  it('carries the rights into item pages, the gallery, and the JSON-LD of photo pages', async () => {
    const photo = await buildPhoto(t.database, { published: true, credit: 'Фото: В. Сидоров', licence: 'CC-BY-4.0' });
    const unknown = await buildPhoto(t.database, { published: true });
    const product = await buildProduct(t.database, { name: 'Пулемёт с лицензией' });
    const detail = await buildDetail(t.database, { typeId: (await buildType(t.database)).id });
    await linkPhotos(t.database, 'product', product.id, [photo.id, unknown.id]);
    await linkPhotos(t.database, 'detail', detail.id, [photo.id]);

    const productPhotos = (await t.app.inject({ url: `/api/archive/products/${product.id}` })).json().photos;
    expect(productPhotos).toMatchObject([
      { id: photo.id, credit: 'Фото: В. Сидоров', licence: 'CC-BY-4.0' },
      { id: unknown.id, credit: null, licence: null },
    ]);
    expect((await t.app.inject({ url: `/api/archive/details/${detail.id}` })).json().photos[0]).toMatchObject({ licence: 'CC-BY-4.0' });
    const tiles = (await t.app.inject({ url: '/api/archive/photos/page?size=250' })).json().content;
    expect(tiles.find((tile: { id: number }) => tile.id === photo.id)).toMatchObject({ credit: 'Фото: В. Сидоров', licence: 'CC-BY-4.0' });

    const site = {
      publicUrl: 'https://museum.example',
      siteImage: siteImage('https://museum.example', 'Музей'),
      locale: 'ru' as const,
      t: textsIn('ru'),
      pages: PAGE_TEXTS.ru,
    };
    const photoDto = (await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).json();
    expect(photoHead(site, photoDto).jsonLd).toMatchObject({
      '@type': 'ImageObject',
      license: PHOTO_LICENCE_URLS['CC-BY-4.0'],
      creditText: 'Фото: В. Сидоров',
      creator: { '@type': 'Person', name: 'Фото: В. Сидоров' },
    });
    const productDto = (await t.app.inject({ url: `/api/archive/products/${product.id}` })).json();
    expect(productHead(site, productDto).jsonLd?.image).toEqual([
      expect.objectContaining({ '@type': 'ImageObject', license: PHOTO_LICENCE_URLS['CC-BY-4.0'], creditText: 'Фото: В. Сидоров' }),
      expect.stringMatching(/^https:\/\/museum\.example\/uploads\//),
    ]);
    expect(photoRightsLd({ credit: 'Архив', licence: 'ALL_RIGHTS_RESERVED' })).toMatchObject({
      license: undefined,
      copyrightNotice: '© Архив. Все права защищены',
    });
  });
});
