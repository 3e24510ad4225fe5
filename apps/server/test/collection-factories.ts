import type { CollectionItemDto, CollectionItemWriteInput, WantedDto, WantedWrite } from '@museum/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { unique } from './factories';

/** A gun record's body: a fresh name, the rest as given. */
export const gunInput = (overrides: Partial<CollectionItemWriteInput> = {}): CollectionItemWriteInput => ({
  kind: 'product',
  name: `Мой пулемёт ${unique()}`,
  ...overrides,
});

/** A part record's body of a type: the rest as given. */
export const partInput = (typeId: number, overrides: Partial<CollectionItemWriteInput> = {}): CollectionItemWriteInput => ({
  kind: 'detail',
  type: { id: typeId },
  ...overrides,
});

/** Adds a record to the signed-in caller's collection through the API; fails the test unless it is made. */
export async function addRecord(app: FastifyInstance, auth: { authorization: string }, body: CollectionItemWriteInput) {
  const res = await app.inject({ method: 'POST', url: '/api/collection/items', headers: auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CollectionItemDto;
}

/** Adds a sought number to the caller's want list through the API. */
export async function addWanted(app: FastifyInstance, auth: { authorization: string }, body: Partial<WantedWrite> = {}) {
  const payload = { kind: 'detail', number: `${Math.floor(Math.random() * 1e6)}`, ...body } satisfies Partial<WantedWrite>;
  const res = await app.inject({ method: 'POST', url: '/api/collection/wanted', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WantedDto;
}
