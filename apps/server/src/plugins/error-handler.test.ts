import { Writable } from 'node:stream';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TooManyRequests } from '../lib/errors';
import { errorHandlerPlugin } from './error-handler';

type LogLine = { level: number; msg: string; [key: string]: unknown };

/** The error handler alone on a Fastify that logs into `lines`; routes throw what the test names. */
async function appWithLog(extra?: (app: FastifyInstance) => Promise<void>) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandlerPlugin);
  if (extra) await extra(app);
  app.get('/limited', async () => {
    throw new TooManyRequests(undefined, 30);
  });
  app.get('/database-away', async () => {
    throw new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  });
  app.get('/not-acceptable', async () => {
    throw Object.assign(new Error('Not Acceptable, in English'), { statusCode: 406, code: 'FST_SOMETHING' });
  });
  app.get('/plugin-limited', async () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  return { app, lines };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Refusals the server means are warnings with what happened, never an error with a stack. */
function expectWarningWithoutStack(lines: LogLine[], status: number) {
  const line = lines.find((l) => l.status === status);
  expect(line, JSON.stringify(lines)).toBeDefined();
  expect(line?.level).toBe(40);
  expect(JSON.stringify(line)).not.toMatch(/"stack"|\n\s+at /);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
}

describe('the error handler', () => {
  it('answers 429 and a database outage in Russian, logged as warnings without a stack', async () => {
    const { app, lines } = await appWithLog();
    apps.push(app);
    for (const [url, status, code] of [
      ['/limited', 429, 'RATE_LIMITED'],
      ['/plugin-limited', 429, 'RATE_LIMITED'],
      ['/database-away', 503, 'DB_UNAVAILABLE'],
    ] as const) {
      lines.length = 0;
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status, code });
      expect(res.json().detail).toMatch(/[а-яё]/i);
      if (url !== '/plugin-limited') expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expectWarningWithoutStack(lines, status);
    }
  });

  it('answers a Fastify client error by its status in Russian, never its English message', async () => {
    const { app } = await appWithLog();
    apps.push(app);
    const res = await app.inject({ url: '/not-acceptable' });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ status: 406, code: 'NOT_ACCEPTABLE' });
    expect(res.json().detail).toMatch(/[а-яё]/i);
    expect(res.body).not.toContain('English');
  });

  it('answers a request shed under pressure with 503 OVERLOADED and Retry-After, a warning without a stack', async () => {
    const { app, lines } = await appWithLog(async (app) => {
      // Any heap is over one byte: once under-pressure has sampled the heap, every request is shed.
      await app.register(underPressure, { maxHeapUsedBytes: 1, sampleInterval: 10, retryAfter: 5 });
    });
    apps.push(app);
    app.get('/anything', async () => ({ ok: true }));
    await expect.poll(async () => (await app.inject({ url: '/anything' })).statusCode, { interval: 20 }).toBe(503);
    const res = await app.inject({ url: '/anything' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 503, code: 'OVERLOADED' });
    expect(res.json().detail).toMatch(/[а-яё]/i);
    expectWarningWithoutStack(lines, 503);
  });
});
