import { describe, expect, it } from 'vitest';
import type { WriteLimitSet } from '../../src/config/limits-config';
import { buildProduct } from '../catalogue-factories';
import { gunInput } from '../collection-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';
import { testImage, upload } from '../upload-helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const user: WriteLimitSet = {
  writesPerMinute: 6,
  uploadsPerDay: 4,
  uploadBytesPerDay: 3 * 1024 * 1024,
  changeRequestsPerDay: 2,
  manufacturersPerDay: 2,
  exportsPerHour: 2,
};
const moderator: WriteLimitSet = {
  writesPerMinute: 60,
  uploadsPerDay: 30,
  uploadBytesPerDay: 30 * 1024 * 1024,
  changeRequestsPerDay: 20,
  manufacturersPerDay: 3,
  exportsPerHour: 3,
};

/** Per-account write limits kept in the database (issue 15, point 2). */
describe('per-account write limits', () => {
  const t = useTestApp({ writeLimits: { user, moderator } });
  const post = (auth: Record<string, string>, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/archive${url}`, headers: auth, payload });
  const manufacturer = (auth: Record<string, string>, name: string) => post(auth, '/manufacturers', { name });
  const proposal = (auth: Record<string, string>, productId: number) =>
    post(auth, '/change-requests', {
      action: 'UPDATE',
      entityType: 'PRODUCT',
      entityId: productId,
      payload: { name: `Предложение ${productId}`, belongsTo: 'максим', photos: [] },
    });

  it('refuses a moderator the fourth manufacturer of the day with 429, Retry-After and a Russian message', async () => {
    const mod = await signIn(t.database, 'MODERATOR', t.clock.now());
    for (let i = 1; i <= 3; i++) expect((await manufacturer(mod.auth, `Завод ${i}`)).statusCode).toBe(201);
    const refused = await manufacturer(mod.auth, 'Завод 4');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY / 1000 - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(DAY / 1000);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.json().detail).toBe('Вы добавили сегодня слишком много производителей. Попробуйте снова через 24 часа.');

    // Another moderator has a budget of their own.
    const other = await signIn(t.database, 'MODERATOR', t.clock.now());
    expect((await manufacturer(other.auth, 'Завод другого')).statusCode).toBe(201);

    t.clock.advance(DAY);
    expect((await manufacturer(mod.auth, 'Завод завтра')).statusCode).toBe(201);
  });

  it('counts neither malformed nor refused writes', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    const mod = await signIn(t.database, 'MODERATOR', t.clock.now());
    for (let i = 0; i < 10; i++) expect((await post(mod.auth, '/manufacturers', { name: '' })).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await post(plain.auth, '/stamps', { name: 'Клеймо' })).statusCode).toBe(403);
    expect((await manufacturer(mod.auth, 'Завод после ошибок')).statusCode).toBe(201);
    expect((await proposal(plain.auth, (await buildProduct(t.database)).id)).statusCode).toBe(201);
  });

  it('limits change requests per day', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    expect((await proposal(plain.auth, product.id)).statusCode).toBe(201);
    expect((await proposal(plain.auth, product.id)).statusCode).toBe(201);
    const refused = await proposal(plain.auth, product.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Вы отправили сегодня слишком много предложений\. Попробуйте снова через/);
  });

  it('limits all writes per minute, whatever their kind', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    // Deleting one's own missing photo: a write that the service answers 404, counted all the same.
    for (let i = 0; i < 6; i++) {
      const answer = await t.app.inject({ method: 'DELETE', url: `/api/archive/photos/99999${i}`, headers: plain.auth });
      expect(answer.statusCode).toBe(404);
    }
    const refused = await proposal(plain.auth, product.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Слишком много изменений подряд\. Попробуйте снова через (\d+ секунд|1 минуту)/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Reads are not writes.
    expect((await t.app.inject({ url: `/api/archive/products/${product.id}`, headers: plain.auth })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await proposal(plain.auth, product.id)).statusCode).toBe(201);
  });

  it("counts a collector's own writes with the catalogue's (ADR 084)", async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    for (let i = 0; i < 6; i++) {
      const answer = await t.app.inject({ method: 'DELETE', url: `/api/collection/wanted/99999${i}`, headers: plain.auth });
      expect(answer.statusCode).toBe(404);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/collection/items', headers: plain.auth, payload: gunInput() });
    expect(refused.statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/collection/items', headers: plain.auth })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/collection/items', headers: plain.auth, payload: gunInput() })).statusCode,
    ).toBe(201);
  });

  it('limits uploads per day by count', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    for (let i = 0; i < 4; i++) expect((await upload(t.app, plain.auth, await testImage())).statusCode).toBe(201);
    const refused = await upload(t.app, plain.auth, await testImage());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Вы загрузили сегодня слишком много фотографий/);
  });

  it('limits uploads per day by bytes, and a refused file uses up nothing', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    // Noise does not compress: about 1.2 MB each as PNG.
    const big = async () => {
      const { default: sharp } = await import('sharp');
      const side = 640;
      const noise = Buffer.alloc(side * side * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761 + Math.floor(Math.random() * 256)) & 0xff;
      return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
        .png()
        .toBuffer();
    };
    const first = await big();
    expect(first.length).toBeGreaterThan(1024 * 1024);
    expect(first.length).toBeLessThan(1.5 * 1024 * 1024);
    expect((await upload(t.app, plain.auth, first, 'a.png', 'image/png')).statusCode).toBe(201);
    expect((await upload(t.app, plain.auth, await big(), 'b.png', 'image/png')).statusCode).toBe(201);
    const refused = await upload(t.app, plain.auth, await big(), 'c.png', 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Сегодня загружено слишком много мегабайт фотографий/);
    // The refused 1.2 MB were not counted: a small photo still fits in today's budget (the 4th upload).
    expect((await upload(t.app, plain.auth, await testImage())).statusCode).toBe(201);
  });
});

/** Exports started per hour by a signed-in account (issue 30, point 6); anonymous ones are limited per IP. */
describe('per-account export limit', () => {
  const t = useTestApp({ writeLimits: { user, moderator } });
  const exportAs = (auth: Record<string, string>) => t.app.inject({ url: '/api/archive/export?format=jsonl&year=1', headers: auth });

  it('refuses a user the third export of the hour with 429, Retry-After and a Russian message; a moderator gets more', async () => {
    const plain = await signIn(t.database, 'USER', t.clock.now());
    for (let i = 0; i < 2; i++) expect((await exportAs(plain.auth)).statusCode).toBe(200);
    const refused = await exportAs(plain.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(HOUR / 1000);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.json().detail).toBe('Вы начали слишком много выгрузок за час. Попробуйте снова через 60 минут.');

    // Each account has a budget of its own; moderators and admins a larger one.
    const mod = await signIn(t.database, 'MODERATOR', t.clock.now());
    for (let i = 0; i < 3; i++) expect((await exportAs(mod.auth)).statusCode).toBe(200);
    expect((await exportAs(mod.auth)).statusCode).toBe(429);

    t.clock.advance(HOUR);
    expect((await exportAs(plain.auth)).statusCode).toBe(200);
  });
});
