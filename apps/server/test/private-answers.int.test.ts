import { describe, expect, it } from 'vitest';
import { buildProduct } from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { useLoggedApp } from './logged-app';

/** `Cache-Control: no-store` for accounts and signed-in callers (issue 15, point 5). */
describe('answers that no cache may keep', () => {
  const t = useTestApp();

  it('every /api/auth answer, signed in or not, success or refusal', async () => {
    const { auth } = await signIn(t.database, 'USER', t.clock.now());
    const answers = [
      await t.app.inject({ url: '/api/auth/me', headers: auth }),
      await t.app.inject({ url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: 'wrong-password-1' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('every answer to a signed-in caller who may see more than the public catalogue, none for an anonymous catalogue read', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);
    const url = `/api/archive/products/${product.id}`;
    expect((await t.app.inject({ url, headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/archive/products/999999', headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/health', headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url })).headers['cache-control']).not.toBe('no-store');
  });

  it("a plain reader's public catalogue read is kept like an anonymous one; their other answers are not (ADR 067)", async () => {
    const { auth } = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    expect((await t.app.inject({ url: `/api/archive/products/${product.id}`, headers: auth })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/api/archive/change-requests/mine', headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/health', headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).headers['cache-control']).toBe('no-store');
  });
});

/** Request logs carry no secrets (issue 15, point 4). */
describe('request logs', () => {
  const logged = useLoggedApp();
  const { lines } = logged;

  it('redact token query parameters and never carry the Authorization header', async () => {
    const { token, auth } = await signIn(logged.base.database, 'USER', logged.base.clock.now());
    await logged.app.inject({ url: '/reset-password?token=VerySecretResetToken123&x=1' });
    await logged.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token: 'TokenInTheBody0987654321' } });
    await logged.app.inject({ url: '/api/auth/me?access_token=QueryToken555', headers: auth });
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[REDACTED]&x=1');
    expect(log).toContain('/api/auth/me?access_token=[REDACTED]');
    for (const secret of ['VerySecretResetToken123', 'TokenInTheBody0987654321', 'QueryToken555', token]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});
