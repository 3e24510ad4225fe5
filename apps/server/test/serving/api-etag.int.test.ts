import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct } from '../catalogue-factories';
import { untilVersionHeard } from '../catalogue-version-heard';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../harness';

/** Conditional catalogue reads and compressed JSON. */
describe('API ETags and compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/archive${url}`, headers });

  it('tags an anonymous read with the catalogue version, answers 304 until an edit changes it', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database, { name: 'До правки' });
    await untilVersionHeard(t);
    const first = await read(`/products/${product.id}`);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"c\d+-test"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await read(`/products/${product.id}`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await read(`/products/${product.id}`, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/archive/products/${product.id}`,
      headers: auth,
      payload: { name: 'После правки', belongsTo: 'максим', photos: [] },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await read(`/products/${product.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('После правки');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags the read of whoever may see more than the public catalogue by its body, and never answers it with the anonymous tag', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);
    const anonymous = await read(`/products/${product.id}`);
    const signedIn = await read(`/products/${product.id}`, { ...auth, 'if-none-match': String(anonymous.headers.etag) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toMatch(/^"h[\w-]+"$/);
    expect(signedIn.headers.vary).toContain('Authorization');
    const again = await read(`/products/${product.id}`, { ...auth, 'if-none-match': String(signedIn.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("tags a plain reader's read with the catalogue version, as an anonymous one, and answers it 304 (ADR 067)", async () => {
    const { auth } = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    await untilVersionHeard(t);
    const anonymous = await read(`/products/${product.id}`);
    const signedIn = await read(`/products/${product.id}`, { ...auth, 'if-none-match': String(anonymous.headers.etag) });
    expect(signedIn.statusCode).toBe(304);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers.vary).toContain('Authorization');
  });

  it('gives no tag to a missing item', async () => {
    const res = await read('/products/999999999', { 'if-none-match': '*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('compresses JSON above 1 KB and leaves small answers alone', async () => {
    const product = await buildProduct(t.database, { description: `<p>${'Описание изделия. '.repeat(200)}</p>` });
    const big = await read(`/products/${product.id}`, { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(big.headers.vary)).toContain('Authorization');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).id).toBe(product.id);
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
