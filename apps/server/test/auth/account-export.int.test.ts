import { describe, expect, it } from 'vitest';
import type { WriteLimitSet } from '../../src/config/limits-config';
import { inflateEntries, zipEntries } from '../../src/modules/imports/zip-directory';
import { buildProduct } from '../catalogue-factories';
import { addRecord, addWanted, gunInput } from '../collection-factories';
import { signIn } from '../factories';
import { type TestApp, useTestApp } from '../harness';

const generous: WriteLimitSet = {
  writesPerMinute: 1000,
  uploadsPerDay: 100,
  uploadBytesPerDay: 100 * 1024 * 1024,
  changeRequestsPerDay: 100,
  manufacturersPerDay: 100,
  exportsPerHour: 100,
};

const exportOf = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me/export', headers });

/** The archive's files by name, as text. */
function unzip(body: Buffer): Map<string, string> {
  const entries = zipEntries(body);
  if (!entries) throw new Error('not a ZIP archive');
  const files = inflateEntries(body, entries, 50 * 1024 * 1024, () => true);
  if (typeof files === 'string') throw new Error(files);
  return new Map([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

describe('GET /api/auth/me/export: everything the account holds, as a ZIP of JSON (issue 54)', () => {
  const t = useTestApp({ writeLimits: { user: { ...generous, exportsPerHour: 2 }, moderator: generous } });

  it('holds the profile, the collection with its private fields, the want list and the contributions, and nothing of another account', async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const gun = await addRecord(t.app, owner.auth, gunInput({ number: '31105', notes: 'в сейфе', price: 150000, currency: 'RUB' }));
    await addWanted(t.app, owner.auth, { number: '31106', note: 'замок' });
    await addRecord(t.app, other.auth, gunInput({ number: '77771', notes: 'чужая заметка' }));
    await addWanted(t.app, other.auth, { number: '77772' });
    const product = await buildProduct(t.database, { createdBy: owner.user.id });
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: owner.auth,
      payload: { action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: { name: `Предложенный ${owner.user.id}` } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);

    const res = await exportOf(t, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['profile.json', 'collection.json', 'wanted.json', 'contributions.json']);
    expect(JSON.parse(files.get('profile.json') ?? '')).toMatchObject({
      username: owner.user.username,
      email: owner.user.email,
      role: 'USER',
      secondFactor: false,
    });
    expect(JSON.parse(files.get('collection.json') ?? '')).toMatchObject([
      { id: gun.id, kind: 'product', number: '31105', notes: 'в сейфе', price: 150000, currency: 'RUB' },
    ]);
    expect(JSON.parse(files.get('wanted.json') ?? '')).toMatchObject([{ number: '31106', note: 'замок' }]);
    const contributions = JSON.parse(files.get('contributions.json') ?? '');
    expect(contributions.changeRequests).toMatchObject([{ id: proposed.json().id, status: 'PENDING' }]);
    expect(contributions.products).toMatchObject([{ id: product.id, name: product.name }]);
    expect(contributions.details).toEqual([]);
    expect(contributions.photos).toEqual([]);

    const everything = [...files.values()].join('\n');
    for (const foreign of ['77771', '77772', 'чужая заметка', other.user.username, other.user.email]) {
      expect(everything).not.toContain(foreign);
    }
  });

  it('answers 401 without a session and counts against the hourly budget of exports', async () => {
    const anonymous = await t.app.inject({ url: '/api/auth/me/export' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);

    const owner = await signIn(t.database, 'USER', t.clock.now());
    for (let i = 0; i < 2; i++) expect((await exportOf(t, owner.auth)).statusCode).toBe(200);
    const refused = await exportOf(t, owner.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
