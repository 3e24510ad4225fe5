import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../harness';

/**
 * What Fastify, its plugins and Node's HTTP parser refuse by themselves, over a real socket (the
 * parser's refusals never reach `inject`): problem+json in Russian, never Fastify's English JSON.
 */
describe('errors the framework raises itself', () => {
  const t = useTestApp();
  let base = '';

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function expectProblem(res: Response, status: number, code: string) {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({ status, code });
    expect(String(body.detail)).toMatch(/[а-яё]/i);
    expect(body).not.toHaveProperty('message');
    return res;
  }

  it('answers a bad percent-encoding in the path with 400 BAD_URL', async () => {
    await expectProblem(await fetch(`${base}/api/archive/products/%E0%A4%A`), 400, 'BAD_URL');
    await expectProblem(await fetch(`${base}/%E0%A4%A`), 400, 'BAD_URL');
  });

  it('answers a path parameter over the limit with 414, and an address over the header limit with 431', async () => {
    await expectProblem(await fetch(`${base}/api/archive/products/${'1'.repeat(300)}`), 414, 'URI_TOO_LONG');
    await expectProblem(await fetch(`${base}/api/archive/manufacturers?q=${'а'.repeat(10_000)}`), 431, 'HEADERS_TOO_LARGE');
  });

  it('answers 413 and 415 for bodies too large or of a type or compression it does not take', async () => {
    const post = (headers: Record<string, string>, body: string) => fetch(`${base}/api/auth/login`, { method: 'POST', headers, body });
    await expectProblem(
      await post({ 'content-type': 'application/json' }, `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await expectProblem(await post({ 'content-type': 'text/xml' }, '<a/>'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectProblem(
      await post({ 'content-type': 'application/json', 'content-encoding': 'lzma' }, '{}'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers a method a known path does not take with 405 and Allow; an unknown path stays 404', async () => {
    const patch = await expectProblem(await fetch(`${base}/api/archive/manufacturers`, { method: 'PATCH' }), 405, 'METHOD_NOT_ALLOWED');
    expect(patch.headers.get('allow')?.split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));
    const health = await expectProblem(await fetch(`${base}/api/health`, { method: 'DELETE' }), 405, 'METHOD_NOT_ALLOWED');
    expect(health.headers.get('allow')).toBe('GET, HEAD');
    const item = await expectProblem(await fetch(`${base}/api/archive/products/12`, { method: 'POST' }), 405, 'METHOD_NOT_ALLOWED');
    expect(item.headers.get('allow')).toContain('GET');
    await expectProblem(await fetch(`${base}/api/no-such-thing`, { method: 'PATCH' }), 404, 'NOT_FOUND');
    await expectProblem(await fetch(`${base}/products/12`, { method: 'POST' }), 404, 'NOT_FOUND');
  });
});
