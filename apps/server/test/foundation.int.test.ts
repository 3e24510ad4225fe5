import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { useTestApp } from './harness';
import { testDriver } from './test-database';

describe('foundation', () => {
  const t = useTestApp();

  it('applies migrations again without error', async () => {
    await migrate(t.database);
    await migrate(t.database);
  });

  it('reports health and the driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testDriver, uploads: 'writable', version: 'test' });
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/archive/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ type: 'about:blank', status: 404, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
  });

  it('answers an oversized body with a 413 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'ж'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI 3.1 and a docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/health': { get: expect.any(Object) } } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('answers a page route with 503 text when the web client is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products/1' });
    expect(res.statusCode).toBe(503);
  });
});
