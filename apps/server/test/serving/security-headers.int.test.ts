import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../harness';

/** What every answer must say, whoever wrote it: a route, a hook's refusal, the router, Node's parser. */
const REQUIRED = [
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** One raw request's status and headers, for what `fetch` would not send as it is (`/%c0`). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers on every kind of answer (issue 53)', () => {
  const t = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('sends them on answers, refusals by hooks, the router and the HTTP parser alike', async () => {
    const matrix: [string, string, Record<string, string>, number][] = [
      ['an API answer', '/api/health', {}, 200],
      ['a 404 problem of the API', '/api/no-such-thing', {}, 404],
      ['a validation 400', '/api/archive/products/search?page=-1', {}, 400],
      ['a 405 refusal', '/api/health', { 'x-method': 'DELETE' }, 405],
      ['a missing upload', '/uploads/nothing.jpg', {}, 404],
      ['an OAI-PMH document', '/oai?verb=Identify', {}, 404],
      ['the router’s bad percent-encoding', '/%c0', {}, 400],
      ['a parameter over its length', `/api/archive/products/${'1'.repeat(300)}`, {}, 414],
      ['the parser’s 431', `/api/archive/manufacturers?q=${'a'.repeat(20_000)}`, {}, 431],
    ];
    for (const [kind, path, { 'x-method': method, ...headers }, status] of matrix) {
      const answer = method
        ? await fetch(`http://127.0.0.1:${port}${path}`, { method }).then((res) => ({
            status: res.status,
            headers: Object.fromEntries(res.headers),
          }))
        : await rawGet(port, path, headers);
      expect(answer.status, kind).toBe(status);
      for (const name of REQUIRED) expect(answer.headers[name], `${kind}: ${name}`).toBeTruthy();
      expect(answer.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });
});
