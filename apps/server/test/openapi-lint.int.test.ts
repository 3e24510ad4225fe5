import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { scaled } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';

const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe('the OpenAPI document at /api/openapi.json', () => {
  const t = useTestApp();

  it('passes `redocly lint` (recommended rules) with no errors', async () => {
    const file = path.join(t.dataDir, 'openapi.json');
    await fs.writeFile(file, (await t.app.inject({ url: '/api/openapi.json' })).body);
    // Telemetry and the update check would reach the network; the lint itself is offline.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { stdout } = await promisify(execFile)(process.execPath, [redoclyCli, 'lint', file, '--format=json', '--max-problems=10000'], {
      env,
      timeout: scaled(60_000),
      maxBuffer: 64 * 2 ** 20,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and the problem answers', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toMatch(/\S/);
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => code.startsWith('4')),
        operation.operationId,
      ).toBe(true);
      expect(
        codes.some((code) => code.startsWith('5')),
        operation.operationId,
      ).toBe(true);
    }
    expect(doc.paths['/api/archive/products/{id}']?.get).toMatchObject({
      operationId: 'getArchiveProductsById',
      summary: 'GET /api/archive/products/{id}',
      responses: { '4XX': { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
    });
  });

  it('types every answer with content, in the media type the route sends, and states the licence', async () => {
    type Answer = { content?: Record<string, { schema?: Record<string, unknown> }> };
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      info: { license?: { identifier?: string } };
      paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
    };
    expect(doc.info.license?.identifier).toBe('AGPL-3.0-or-later');
    const untyped: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        for (const [code, answer] of Object.entries(responses)) {
          if (code === '204' || code.startsWith('3')) continue;
          const media = Object.entries(answer.content ?? {});
          if (media.length === 0 || media.some(([, { schema }]) => !schema)) untyped.push(`${method} ${path} ${code}`);
        }
      }
    }
    expect(untyped).toEqual([]);
    const mediaOf = (path: string) => Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {});
    expect(mediaOf('/iiif/{kind}/{id}/manifest.json')).toEqual([
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    ]);
    expect(mediaOf('/iiif/collection.json')).toEqual(['application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"']);
    expect(mediaOf('/iiif/images/{name}/info.json')).toEqual(['application/ld+json;profile="http://iiif.io/api/image/3/context.json"']);
    expect(mediaOf('/iiif/{kind}/{id}/item.jsonld')).toEqual(['application/ld+json']);
  });
});
