import { describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildStamp, buildType, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

/** «Где на пулемёте выбито»: a stamp's crops name the parts it is struck on (issue 51 point 3, ADR 080). */
describe("a stamp's crops and their parts", () => {
  const t = useTestApp();

  it('names the part under the stamp, else the parts the photo shows, else those of the gun it shows', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const mark = (photoId: number, target: { kind: 'detail' | 'stamp' | 'product'; id: number }, place: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/archive/photos/${photoId}/regions`,
        headers: moderator.auth,
        payload: { ...place, target },
      });
    const stamp = await buildStamp(t.database);
    const gun = await buildProduct(t.database);
    const [receiverType, lockType] = [
      await buildType(t.database, { name: `Короб ${gun.id}` }),
      await buildType(t.database, { name: `Замок ${gun.id}` }),
    ];
    const receiver = await buildDetail(t.database, {
      typeId: receiverType.id,
      name: null,
      number: '2514',
      productId: gun.id,
      stampIds: [stamp.id],
    });
    const lock = await buildDetail(t.database, { typeId: lockType.id, name: 'Замок в сборе', productId: gun.id, stampIds: [stamp.id] });
    // A part of another gun bearing the same stamp is on none of these photos.
    await buildDetail(t.database, { productId: (await buildProduct(t.database)).id, stampIds: [stamp.id] });
    const photo = () => buildPhoto(t.database, { published: true, width: 1000, height: 800 });
    const [close, gunPhoto, lockPhoto, elsewhere] = [await photo(), await photo(), await photo(), await photo()];
    const stampPlace = { x: 300, y: 300, width: 60, height: 60 };
    // On the first photo the receiver is marked around the stamp, the lock beside it.
    expect((await mark(close.id, { kind: 'detail', id: receiver.id }, { x: 200, y: 200, width: 300, height: 300 })).statusCode).toBe(201);
    expect((await mark(close.id, { kind: 'detail', id: lock.id }, { x: 600, y: 200, width: 200, height: 200 })).statusCode).toBe(201);
    await linkPhotos(t.database, 'product', gun.id, [gunPhoto.id]);
    await linkPhotos(t.database, 'detail', lock.id, [lockPhoto.id]);
    for (const photo of [close, gunPhoto, lockPhoto, elsewhere]) {
      expect((await mark(photo.id, { kind: 'stamp', id: stamp.id }, stampPlace)).statusCode).toBe(201);
    }

    const crops = (await t.app.inject({ method: 'GET', url: `/api/archive/regions?kind=stamp&id=${stamp.id}` })).json();
    const partsOn = (photoId: number) => crops.find((crop: { photoId: number }) => crop.photoId === photoId)?.struckOn;
    const receiverPart = { id: receiver.id, title: `${receiverType.name} № 2514`, type: receiverType.name };
    const lockPart = { id: lock.id, title: 'Замок в сборе', type: lockType.name };
    expect(partsOn(close.id)).toEqual([receiverPart]);
    expect(partsOn(gunPhoto.id)).toEqual([receiverPart, lockPart]);
    expect(partsOn(lockPhoto.id)).toEqual([lockPart]);
    expect(partsOn(elsewhere.id)).toEqual([]);
    // An item's crops name no parts.
    const onGun = await t.app.inject({ method: 'GET', url: `/api/archive/regions?kind=detail&id=${receiver.id}` });
    expect(onGun.json()).toMatchObject([{ photoId: close.id, struckOn: [] }]);
  });
});
