import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { createTestApp, type TestApp } from './harness';

describe('the auth plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/whoami', async (req) => ({ actor: req.actor?.username ?? null }));
    t.app.get('/api/test/moderators', { config: { auth: 'MODERATOR' } }, async () => ({ ok: true }));
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('resolves a bearer token into the actor', async () => {
    const { user, auth } = await signIn(t.database, 'USER', t.clock.now());
    const res = await t.app.inject({ url: '/api/test/whoami', headers: auth });
    expect(res.json()).toEqual({ actor: user.username });
  });

  it('treats a missing, malformed or unknown token as anonymous', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer x'.repeat(500), `Bearer ${'a'.repeat(43)}`]) {
      const res = await t.app.inject({ url: '/api/test/whoami', headers: authorization ? { authorization } : {} });
      expect(res.json()).toEqual({ actor: null });
    }
  });

  it('answers 401 without a session and 403 without the role the route declares', async () => {
    expect((await t.app.inject({ url: '/api/test/moderators' })).statusCode).toBe(401);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const denied = await t.app.inject({ url: '/api/test/moderators', headers: user.auth });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const allowed = await signIn(t.database, role, t.clock.now());
      expect((await t.app.inject({ url: '/api/test/moderators', headers: allowed.auth })).statusCode).toBe(200);
    }
  });

  it('stops honouring a session once it has expired', async () => {
    const { auth } = await signIn(t.database, 'USER', t.clock.now());
    t.clock.advance(31 * 24 * 3600 * 1000);
    const res = await t.app.inject({ url: '/api/test/whoami', headers: auth });
    expect(res.json()).toEqual({ actor: null });
  });
});
