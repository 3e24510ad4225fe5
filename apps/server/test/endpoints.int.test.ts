import fs from 'node:fs/promises';
import path from 'node:path';
import { ENDPOINT_LIST, ENDPOINTS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** `/api/archive/products/:id` as the document writes it. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('endpoints declared in the contract', () => {
  const t = useTestApp();
  const openApi = async () => (await t.app.inject({ url: '/api/openapi.json' })).json() as Document;

  it('registers every declaration, its older spellings included', () => {
    const missing = ENDPOINT_LIST.flatMap((declared) =>
      [declared.path, ...(declared.aliases ?? [])]
        .filter((url) => !t.app.hasRoute({ method: declared.method, url }))
        .map((url) => `${declared.name}: ${declared.method} ${url}`),
    );
    expect(missing).toEqual([]);
    expect(ENDPOINT_LIST.length).toBeGreaterThan(60);
  });

  it('documents exactly the declared operations under /api', async () => {
    const declared = ENDPOINT_LIST.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((url) => `${e.method} ${documentPath(url)}`));
    const documented = Object.entries((await openApi()).paths)
      .filter(([route]) => route.startsWith('/api/'))
      .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
    expect(documented.sort()).toEqual([...declared].sort());
  });

  const NOT_OPERATIONS = ['/api/openapi.json', '/api/collection/photos/:id/*', '/api/collection/shared/:token/photos/:id/*'];

  it('has no /api route registered by hand: the server registers them from the declarations', async () => {
    const byHand: string[] = [];
    for (const file of await sourceFiles(path.join(import.meta.dirname, '../src'))) {
      const text = await fs.readFile(file, 'utf8');
      for (const match of text.matchAll(
        /\.(?:get|post|put|patch|delete|head|all)\(\s*[`'"](\/api\/[^`'"]*)|url:\s*[`'"](\/api\/[^`'"]*)/g,
      )) {
        const url = match[1] ?? match[2];
        // The document itself, not an operation of the API; and a private photo's files, to its owner
        // and under a share link, static files under a wildcard that OpenAPI cannot describe, listed
        // in the record's and the shared dossier's answers (ADR 088, 089).
        if (!NOT_OPERATIONS.includes(url ?? '')) byHand.push(`${path.relative(process.cwd(), file)}: ${url}`);
      }
    }
    expect(byHand).toEqual([]);
  });

  it('documents the upload as multipart with its file and rights fields', async () => {
    const upload = (await openApi()).paths['/api/archive/photos']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties?.file).toMatchObject({ format: 'binary' });
    expect(Object.keys(form?.properties ?? {}).sort()).toEqual(['credit', 'file', 'licence']);
    expect(form?.required).toEqual(['file']);
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('says for each operation whether it needs a signed-in caller', async () => {
    const doc = await openApi();
    for (const declared of ENDPOINT_LIST) {
      const operation = doc.paths[documentPath(declared.path)]?.[declared.method.toLowerCase()];
      const expected = declared.auth ? [{ bearer: [] }] : [{}, { bearer: [] }];
      expect(operation?.security, declared.name).toEqual(expected);
    }
    expect(doc.paths['/api/archive/products/{id}']?.put?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/archive/products/{id}']?.get?.security).toEqual([{}, { bearer: [] }]);
  });

  it('documents a 204 without a body for every delete and every other answer without one', async () => {
    const doc = await openApi();
    const deletes = ENDPOINT_LIST.filter((e) => e.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(5);
    for (const declared of ENDPOINT_LIST.filter((e) => 204 in e.responses)) {
      const answer = doc.paths[documentPath(declared.path)]?.[declared.method.toLowerCase()]?.responses['204'];
      expect(answer, declared.name).toBeDefined();
      expect(answer?.content, declared.name).toBeUndefined();
    }
    for (const declared of deletes) expect(Object.keys(declared.responses), declared.name).toEqual(['204']);
  });

  it("documents the export's files: CSV and JSON Lines", async () => {
    const exported = (await openApi()).paths[ENDPOINTS.search.export.path]?.get;
    expect(Object.keys(exported?.responses['200']?.content ?? {})).toEqual([
      'text/csv; charset=utf-8',
      'application/x-ndjson; charset=utf-8',
    ]);
  });
});
