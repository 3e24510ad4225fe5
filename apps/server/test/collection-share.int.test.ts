import type { ShareDto, SharedDossierDto, ShareStateDto } from '@museum/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionShares } from '../src/db/schema';
import type { Role } from '../src/lib/actor';
import { buildProduct, buildStamp, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { addPhoto } from './collection-photo-helpers';
import { signIn } from './factories';
import { useTestApp } from './harness';

const ITEMS = '/api/collection/items';
const DAY_MS = 24 * 60 * 60 * 1000;
const PRIVATE = {
  acquiredFrom: 'Аукцион «Тайный»',
  acquiredOn: '2024-05-17',
  price: 150000,
  currency: 'RUB',
  keptAt: 'Сейф на даче',
  insuredValue: 200000,
  notes: 'Только для меня',
};

/** The token a share's URL ends with. */
const tokenOf = (share: ShareDto) => share.url.split('/').at(-1) ?? '';
const readShared = (t: ReturnType<typeof useTestApp>, token: string) => t.app.inject({ url: `/api/collection/shared/${token}` });

/** A record's dossier shared by link (issue 54, point 4; ADR 089). */
describe('a share link to a dossier', () => {
  const t = useTestApp({ publicUrl: 'https://museum.example' });

  async function shareOf(auth: { authorization: string }, id: number, payload: object = {}) {
    const res = await t.app.inject({ method: 'POST', url: `${ITEMS}/${id}/share`, headers: auth, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as ShareDto;
  }

  it('opens the dossier to anyone with the link: the catalogue fields and only the private fields chosen', async () => {
    const owner = await signIn(t.database);
    const stamp = await buildStamp(t.database);
    const gun = await buildProduct(t.database, { number: '12000' });
    const item = await addRecord(
      t.app,
      owner.auth,
      gunInput({ name: 'Максим обр. 1910', number: '12000', stamps: [{ id: stamp.id }], provenance: 'Семья', ...PRIVATE }),
    );
    const share = await shareOf(owner.auth, item.id, { fields: ['price', 'currency'], days: 10 });
    expect(share.url).toMatch(/^https:\/\/museum\.example\/collection\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(share).toMatchObject({
      fields: ['price', 'currency'],
      expiresAt: new Date(t.clock.now().getTime() + 10 * DAY_MS).toISOString(),
    });

    const res = await readShared(t, tokenOf(share));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const dossier = res.json() as SharedDossierDto;
    expect(dossier).toMatchObject({
      name: 'Максим обр. 1910',
      number: '12000',
      provenance: 'Семья',
      stamps: [{ id: stamp.id, name: stamp.name }],
      price: 150000,
      currency: 'RUB',
      expiresAt: share.expiresAt,
    });
    expect(dossier.dating).toMatchObject({ serial: 12000 });
    for (const key of ['acquiredFrom', 'acquiredOn', 'keptAt', 'insuredValue', 'notes', 'id', 'numberCheck', 'ownerId']) {
      expect(dossier).not.toHaveProperty(key);
    }
    for (const secret of ['Тайный', 'Сейф на даче', 'Только для меня', owner.user.username, owner.user.email]) {
      expect(res.body).not.toContain(secret);
    }
    // A part of a catalogue gun names that gun; of an own gun, nothing of the owner's other records.
    const type = await buildType(t.database);
    const ofCatalogue = await addRecord(t.app, owner.auth, partInput(type.id, { partOf: { kind: 'product', id: gun.id } }));
    const ofOwn = await addRecord(t.app, owner.auth, partInput(type.id, { partOf: { kind: 'collection', id: item.id } }));
    const catalogueDossier = (await readShared(t, tokenOf(await shareOf(owner.auth, ofCatalogue.id)))).json() as SharedDossierDto;
    expect(catalogueDossier.partOf).toMatchObject({ kind: 'product', id: gun.id });
    const ownRes = await readShared(t, tokenOf(await shareOf(owner.auth, ofOwn.id)));
    expect(ownRes.json().partOf).toBeNull();
    expect(ownRes.body).not.toContain('Максим обр. 1910');
  });

  it('answers an expired, a revoked, a replaced and an unknown link with the same 404', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const unknown = await readShared(t, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    expect((await readShared(t, 'not-a-token')).json()).toEqual(unknown.json());

    const expiring = await shareOf(owner.auth, item.id, { days: 1 });
    expect((await readShared(t, tokenOf(expiring))).statusCode).toBe(200);
    t.clock.advance(DAY_MS);
    expect((await readShared(t, tokenOf(expiring))).json()).toEqual(unknown.json());

    const first = await shareOf(owner.auth, item.id);
    const second = await shareOf(owner.auth, item.id);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await readShared(t, tokenOf(first))).json()).toEqual(unknown.json());
    expect((await readShared(t, tokenOf(second))).statusCode).toBe(200);

    const revoke = await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${item.id}/share`, headers: owner.auth });
    expect(revoke.statusCode).toBe(204);
    expect((await readShared(t, tokenOf(second))).json()).toEqual(unknown.json());
    // Nothing left to revoke is no fault of the owner's.
    expect((await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${item.id}/share`, headers: owner.auth })).statusCode).toBe(204);

    const gone = await shareOf(owner.auth, item.id);
    expect((await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${item.id}`, headers: owner.auth })).statusCode).toBe(204);
    expect((await readShared(t, tokenOf(gone))).json()).toEqual(unknown.json());
  });

  it("opens the record's photos under the link while it lives, and no other photo of the owner's", async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const other = await addRecord(t.app, owner.auth, gunInput());
    const photo = await addPhoto(t.app, owner.auth, item.id);
    const otherPhoto = await addPhoto(t.app, owner.auth, other.id);
    const share = await shareOf(owner.auth, item.id);
    const token = tokenOf(share);
    const base = `/api/collection/shared/${token}/photos`;

    const [shown] = ((await readShared(t, token)).json() as SharedDossierDto).photos;
    expect(shown).toMatchObject({ id: photo.id, url: `${base}/${photo.id}/original.jpg`, thumbnailUrl: `${base}/${photo.id}/thumb.jpg` });
    // Anyone with the link, no session: the files, never stored by a cache.
    for (const url of [shown?.url, shown?.thumbnailUrl]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // The owner's other record's photo through this link, a made-up token, a revoked link: one 404.
    const never = await t.app.inject({ url: `/api/collection/shared/${'A'.repeat(43)}/photos/${photo.id}/thumb.jpg` });
    expect(never.statusCode).toBe(404);
    const otherRes = await t.app.inject({ url: `${base}/${otherPhoto.id}/thumb.jpg` });
    expect(otherRes.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base}/${photo.id}/../../x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${item.id}/share`, headers: owner.auth })).statusCode).toBe(204);
    const revoked = await t.app.inject({ url: `${base}/${photo.id}/thumb.jpg` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(never.json());
  });

  it('tells the owner whether a link is live, what it shows and until when, never the link itself', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const state = async () => {
      const res = await t.app.inject({ url: `${ITEMS}/${item.id}/share`, headers: owner.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json() as ShareStateDto;
    };
    expect(await state()).toEqual({ live: null });

    const share = await shareOf(owner.auth, item.id, { fields: ['price'], days: 2 });
    const live = await state();
    expect(live).toEqual({
      live: { createdAt: t.clock.now().toISOString(), expiresAt: share.expiresAt, fields: ['price'] },
    });
    expect(JSON.stringify(live)).not.toContain(tokenOf(share));

    t.clock.advance(2 * DAY_MS);
    expect(await state()).toEqual({ live: null });
    await shareOf(owner.auth, item.id);
    expect((await state()).live).not.toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `${ITEMS}/${item.id}/share`, headers: owner.auth })).statusCode).toBe(204);
    expect(await state()).toEqual({ live: null });
  });

  it("goes with the owner's account: a deleted account's links open nothing", async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const share = await shareOf(owner.auth, item.id);
    expect((await readShared(t, tokenOf(share))).statusCode).toBe(200);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: owner.auth,
      payload: { password: owner.password },
    });
    expect(deletion.statusCode, deletion.body).toBe(204);
    expect((await readShared(t, tokenOf(share))).statusCode).toBe(404);
    expect(await t.database.db.select().from(collectionShares).where(eq(collectionShares.ownerId, owner.user.id))).toEqual([]);
  });

  it.each<Role>(['USER', 'MODERATOR', 'ADMIN'])(
    "another %s can neither see, make nor revoke the record's link: the 404 of an id never used",
    async (role) => {
      const owner = await signIn(t.database);
      const item = await addRecord(t.app, owner.auth, gunInput());
      const share = await shareOf(owner.auth, item.id);
      const caller = await signIn(t.database, role);
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const payload = method === 'GET' ? undefined : {};
        const theirs = await t.app.inject({ method, url: `${ITEMS}/${item.id}/share`, headers: caller.auth, payload });
        const never = await t.app.inject({ method, url: `${ITEMS}/2000000000/share`, headers: caller.auth, payload });
        expect(theirs.statusCode, method).toBe(404);
        expect(theirs.json()).toEqual(never.json());
      }
      expect((await readShared(t, tokenOf(share))).statusCode).toBe(200);
    },
  );

  it('asks for a session to share or revoke, and refuses a bad body with a 400 problem', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const payload = method === 'GET' ? undefined : {};
      expect((await t.app.inject({ method, url: `${ITEMS}/${item.id}/share`, payload })).statusCode).toBe(401);
    }
    for (const payload of [{ fields: ['ownerId'] }, { days: 0 }, { days: 366 }, { days: 1.5 }, { fields: 'price' }]) {
      const res = await t.app.inject({ method: 'POST', url: `${ITEMS}/${item.id}/share`, headers: owner.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // A path parameter past the router's length is refused before the route (414), a problem like any other.
    const long = await readShared(t, 'x'.repeat(300));
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toContain('application/problem+json');
  });
});
