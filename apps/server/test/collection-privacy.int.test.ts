import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionItems, collectionWanted, users } from '../src/db/schema';
import type { Role } from '../src/lib/actor';
import { buildProduct } from './catalogue-factories';
import { addRecord, addWanted, gunInput } from './collection-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { useLoggedApp } from './logged-app';

const ITEMS = '/api/collection/items';
const NEVER = 2_000_000_000;

/** Issue 54, point 7: a private record is its owner's alone, whoever else asks (ADR 084). */
describe('who reads and writes a private record', () => {
  const t = useTestApp();

  /** Every endpoint on a record or number id, as its method, path and body. */
  const onIds = (item: number, wanted: number) =>
    [
      ['GET', `${ITEMS}/${item}`, undefined],
      ['PUT', `${ITEMS}/${item}`, gunInput()],
      ['DELETE', `${ITEMS}/${item}`, undefined],
      ['DELETE', `/api/collection/wanted/${wanted}`, undefined],
    ] as const;

  it.each<Role>(['USER', 'MODERATOR', 'ADMIN'])('another %s gets the 404 of an id never used, and the owner keeps it all', async (role) => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput({ notes: 'тайна' }));
    const wanted = await addWanted(t.app, owner.auth);
    const caller = await signIn(t.database, role);
    const unused = onIds(NEVER, NEVER);
    for (const [index, [method, url, payload]] of onIds(item.id, wanted.id).entries()) {
      const theirs = await t.app.inject({ method, url, headers: caller.auth, ...(payload && { payload }) });
      const [, unusedUrl, unusedPayload] = unused[index] ?? [];
      const never = await t.app.inject({ method, url: unusedUrl, headers: caller.auth, ...(unusedPayload && { payload: unusedPayload }) });
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.headers['content-type']).toContain('application/problem+json');
      expect(theirs.json()).toEqual(never.json());
    }
    const lists = [
      await t.app.inject({ url: ITEMS, headers: caller.auth }),
      await t.app.inject({ url: '/api/collection/wanted', headers: caller.auth }),
    ];
    expect(lists[0]?.json().content).toEqual([]);
    expect(lists[1]?.json()).toEqual([]);

    expect((await t.app.inject({ url: `${ITEMS}/${item.id}`, headers: owner.auth })).json()).toEqual(item);
    expect((await t.app.inject({ url: '/api/collection/wanted', headers: owner.auth })).json()).toEqual([wanted]);
  });

  it('no session gets 401 on every endpoint, private and uncached', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    const wanted = await addWanted(t.app, owner.auth);
    const calls = [
      ['GET', ITEMS, undefined],
      ['POST', ITEMS, gunInput()],
      ['GET', '/api/collection/wanted', undefined],
      ['POST', '/api/collection/wanted', { kind: 'detail', number: '1' }],
      ...onIds(item.id, wanted.id),
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-session-token-at-all' }]) {
        const res = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('goes with its owner’s account: records and numbers cascade', async () => {
    const owner = await signIn(t.database);
    const item = await addRecord(t.app, owner.auth, gunInput());
    await addRecord(t.app, owner.auth, gunInput({ partOf: { kind: 'collection', id: item.id } }));
    await addWanted(t.app, owner.auth);
    await t.database.db.delete(users).where(eq(users.id, owner.user.id));
    expect(await t.database.db.select().from(collectionItems).where(eq(collectionItems.ownerId, owner.user.id))).toEqual([]);
    expect(await t.database.db.select().from(collectionWanted).where(eq(collectionWanted.ownerId, owner.user.id))).toEqual([]);
  });
});

/** Private records never reach what the site publishes: search, sitemaps, OAI-PMH, IIIF, the export. */
describe('what the site publishes', () => {
  const t = useTestApp({ publicUrl: 'https://museum.example', contactEmail: 'museum@example.org' });

  /** Every URL of every child sitemap. */
  async function sitemapUrls(): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const children = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    const pages = await Promise.all(children.map((url) => t.app.inject({ url: new URL(url).pathname })));
    return pages.flatMap((page) => locs(page.body)).sort();
  }

  it('shows nothing of a private record, its name or its number', async () => {
    await buildProduct(t.database, { name: `Музейный ${unique()}` });
    const before = await sitemapUrls();
    const owner = await signIn(t.database);
    const secret = `Тайный${unique()}`;
    const number = `9${unique()}`.slice(0, 9);
    await addRecord(t.app, owner.auth, gunInput({ name: secret, number, markings: secret, notes: secret }));

    expect(await sitemapUrls()).toEqual(before);
    for (const url of [
      `/api/archive/search/all?q=${encodeURIComponent(secret)}`,
      `/api/archive/search/all?q=${number}`,
      `/api/archive/products/search?q=${encodeURIComponent(secret)}`,
      `/api/archive/products?q=${encodeURIComponent(secret)}`,
    ]) {
      for (const headers of [{}, owner.auth]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().totalElements, url).toBe(0);
      }
    }
    const published = [
      await t.app.inject({ url: '/oai?verb=ListRecords&metadataPrefix=oai_dc' }),
      await t.app.inject({ url: '/api/archive/export?format=csv' }),
      await t.app.inject({ url: '/api/archive/export?format=csv', headers: owner.auth }),
      await t.app.inject({ url: '/api/archive/export?format=jsonl', headers: owner.auth }),
      await t.app.inject({ url: '/iiif/collection.json' }),
    ];
    for (const res of published) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain(number);
    }
    expect(published[0]?.body).toContain('Музейный');
  });
});

/** The shared read cache keeps answers computed for nobody: a private answer never enters it (ADR 067, 084). */
describe('the read cache', () => {
  const t = useTestApp({ readCacheMb: 4 });

  it('neither keeps nor answers a private record, and each read sees the last write', async () => {
    const { auth } = await signIn(t.database);
    const before = t.app.readCacheUsage();
    const record = await addRecord(t.app, auth, gunInput({ name: 'Первое имя' }));
    const url = `${ITEMS}/${record.id}`;
    for (const read of [url, url, ITEMS, ITEMS]) {
      const res = await t.app.inject({ url: read, headers: auth });
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
    await t.app.inject({ method: 'PUT', url, headers: auth, payload: gunInput({ name: 'Второе имя' }) });
    expect((await t.app.inject({ url, headers: auth })).json().name).toBe('Второе имя');
    const after = t.app.readCacheUsage();
    expect([after.entries, after.hit, after.miss]).toEqual([before.entries, before.hit, before.miss]);
  });
});

/** A search of one's own collection names what one holds: the request log keeps its path only. */
describe('the request log', () => {
  const logged = useLoggedApp();
  const { lines } = logged;

  it('carries neither the search text nor what a record holds', async () => {
    const { auth } = await signIn(logged.base.database);
    const secret = `Тайный${unique()}`;
    await addRecord(logged.app, auth, gunInput({ name: secret, notes: secret }));
    const res = await logged.app.inject({ url: `${ITEMS}?q=${encodeURIComponent(secret)}`, headers: auth });
    expect(res.json().totalElements).toBe(1);
    const log = lines.join('');
    expect(log).toContain('/api/collection/items?[REDACTED]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(secret));
  });
});
