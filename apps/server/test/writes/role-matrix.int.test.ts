import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/lib/actor';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildStamp, buildSubtype, buildType } from '../catalogue-factories';
import { signIn, unique } from '../factories';
import { type TestApp, useTestApp } from '../harness';
import { csv, importer } from '../import-helpers';
import { multipart, testImage } from '../upload-helpers';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'USER', 'MODERATOR', 'ADMIN'];

/** One write endpoint: how to make a fresh request for it, and what each caller gets. */
interface Case {
  name: string;
  request: (t: TestApp) => Promise<InjectOptions>;
  expected: [anonymous: number, user: number, moderator: number, admin: number];
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url: `/api/archive${url}`,
  ...(payload ? { payload } : {}),
});

async function pendingRequest(t: TestApp): Promise<number> {
  const proposer = await signIn(t.database, 'USER', t.clock.now());
  const res = await t.app.inject({
    ...json('POST', '/change-requests', { action: 'CREATE', entityType: 'PRODUCT', payload: { name: `Заявка ${unique()}` } }),
    headers: proposer.auth,
  });
  return res.json().id;
}

/** A plain user's spreadsheet import, submitted: its rows wait as change requests (ADR 065). */
async function pendingImport(t: TestApp): Promise<string> {
  const proposer = await signIn(t.database, 'USER', t.clock.now());
  const api = importer(t);
  const preview = (await api.preview(proposer.auth, csv(['Вид,Название', `изделие,Импорт ${unique()}`]))).json();
  await api.submit(proposer.auth, preview.id);
  return preview.id;
}

const CASES: Case[] = [
  { name: 'POST /products', request: async () => json('POST', '/products', { name: 'Изделие' }), expected: [401, 403, 201, 201] },
  {
    name: 'PUT /products/{id}',
    request: async (t) => json('PUT', `/products/${(await buildProduct(t.database)).id}`, { name: 'Изделие' }),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'DELETE /products/{id}',
    request: async (t) => json('DELETE', `/products/${(await buildProduct(t.database)).id}`),
    expected: [401, 403, 204, 204],
  },
  {
    name: 'POST /details',
    request: async (t) => json('POST', '/details', { type: { id: (await buildType(t.database)).id } }),
    expected: [401, 403, 201, 201],
  },
  {
    name: 'PUT /details/{id}',
    request: async (t) => {
      const detail = await buildDetail(t.database);
      return json('PUT', `/details/${detail.id}`, { type: { id: detail.typeId }, name: 'Деталь' });
    },
    expected: [401, 403, 200, 200],
  },
  {
    name: 'DELETE /details/{id}',
    request: async (t) => json('DELETE', `/details/${(await buildDetail(t.database)).id}`),
    expected: [401, 403, 204, 204],
  },
  {
    name: 'POST /manufacturers',
    request: async () => json('POST', '/manufacturers', { name: `Завод ${unique()}` }),
    // A plain user proposes a manufacturer through a change request instead (ADR 041).
    expected: [401, 403, 201, 201],
  },
  {
    name: 'PUT /manufacturers/{id}',
    request: async (t) => json('PUT', `/manufacturers/${(await buildManufacturer(t.database)).id}`, { name: `Завод ${unique()}` }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'DELETE /manufacturers/{id}',
    request: async (t) => json('DELETE', `/manufacturers/${(await buildManufacturer(t.database)).id}`),
    expected: [401, 403, 403, 204],
  },
  // Stamps are written by moderators too (ADR 061).
  { name: 'POST /stamps', request: async () => json('POST', '/stamps', { name: `Клеймо ${unique()}` }), expected: [401, 403, 201, 201] },
  {
    name: 'PUT /stamps/{id}',
    request: async (t) => json('PUT', `/stamps/${(await buildStamp(t.database)).id}`, { name: `Клеймо ${unique()}` }),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'DELETE /stamps/{id}',
    request: async (t) => json('DELETE', `/stamps/${(await buildStamp(t.database)).id}`),
    expected: [401, 403, 204, 204],
  },
  {
    name: 'POST /detail-types',
    request: async () => json('POST', '/detail-types', { name: `Тип ${unique()}`, belongsTo: 'максим' }),
    expected: [401, 403, 403, 201],
  },
  {
    name: 'PUT /detail-types/{id}',
    request: async (t) => json('PUT', `/detail-types/${(await buildType(t.database)).id}`, { name: `Тип ${unique()}`, belongsTo: 'ЗИП' }),
    expected: [401, 403, 403, 200],
  },
  {
    name: 'DELETE /detail-types/{id}',
    request: async (t) => json('DELETE', `/detail-types/${(await buildType(t.database)).id}`),
    expected: [401, 403, 403, 204],
  },
  {
    name: 'POST /detail-subtypes',
    request: async (t) => json('POST', '/detail-subtypes', { name: 'Подтип', type: { id: (await buildType(t.database)).id } }),
    expected: [401, 403, 403, 201],
  },
  {
    name: 'PUT /detail-subtypes/{id}',
    request: async (t) => {
      const type = await buildType(t.database);
      return json('PUT', `/detail-subtypes/${(await buildSubtype(t.database, type.id)).id}`, { name: 'Подтип', type: { id: type.id } });
    },
    expected: [401, 403, 403, 200],
  },
  {
    name: 'DELETE /detail-subtypes/{id}',
    request: async (t) => json('DELETE', `/detail-subtypes/${(await buildSubtype(t.database, (await buildType(t.database)).id)).id}`),
    expected: [401, 403, 403, 204],
  },
  {
    name: 'POST /photos',
    request: async () => {
      const body = multipart(await testImage());
      return { method: 'POST', url: '/api/archive/photos', payload: body.payload, headers: body.headers };
    },
    expected: [401, 201, 201, 201],
  },
  {
    name: 'POST /photos/{id}/annotate',
    request: async (t) =>
      json('POST', `/photos/${(await buildPhoto(t.database)).id}/annotate?productId=${(await buildProduct(t.database)).id}`),
    expected: [401, 403, 200, 200],
  },
  // Someone else's published photo: only moderators may delete it.
  {
    name: 'DELETE /photos/{id}',
    request: async (t) => json('DELETE', `/photos/${(await buildPhoto(t.database)).id}`),
    expected: [401, 403, 204, 204],
  },
  {
    name: 'POST /change-requests',
    request: async () => json('POST', '/change-requests', { action: 'CREATE', entityType: 'PRODUCT', payload: { name: 'Предложение' } }),
    expected: [401, 201, 201, 201],
  },
  { name: 'GET /change-requests', request: async () => json('GET', '/change-requests'), expected: [401, 403, 200, 200] },
  { name: 'GET /change-requests/mine', request: async () => json('GET', '/change-requests/mine'), expected: [401, 200, 200, 200] },
  {
    name: 'POST /change-requests/{id}/approve',
    request: async (t) => json('POST', `/change-requests/${await pendingRequest(t)}/approve`),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'POST /change-requests/{id}/reject',
    request: async (t) => json('POST', `/change-requests/${await pendingRequest(t)}/reject?reason=${encodeURIComponent('Дубликат')}`),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'POST /imports/{id}/approve',
    request: async (t) => json('POST', `/imports/${await pendingImport(t)}/approve`),
    expected: [401, 403, 200, 200],
  },
  {
    name: 'POST /imports/{id}/reject',
    request: async (t) => json('POST', `/imports/${await pendingImport(t)}/reject?reason=${encodeURIComponent('Дубликат')}`),
    expected: [401, 403, 200, 200],
  },
];

describe('role matrix: every write endpoint x anonymous, user, moderator, admin', () => {
  const t = useTestApp();

  it.each(CASES)('$name', async ({ request, expected }) => {
    const got: number[] = [];
    for (const caller of CALLERS) {
      const options = await request(t);
      const headers = caller === 'anonymous' ? {} : (await signIn(t.database, caller, t.clock.now())).auth;
      const res = await t.app.inject({ ...options, headers: { ...(options.headers as object), ...headers } });
      got.push(res.statusCode);
      if (res.statusCode >= 400) expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(got).toEqual(expected);
  });
});
