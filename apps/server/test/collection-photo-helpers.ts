import type { CollectionItemDto, CollectionPhotoDto } from '@museum/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PhotoStorage } from '../src/lib/storage';
import { multipart, testImage } from './upload-helpers';

/** Uploads a file to a record's private photos through the API, answering the raw reply. */
export function uploadTo(app: FastifyInstance, auth: Record<string, string>, itemId: number, data: Buffer, fileName = 'мой.jpg') {
  const body = multipart(data, fileName);
  return app.inject({
    method: 'POST',
    url: `/api/collection/items/${itemId}/photos`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

/** Adds a fresh small photo to a record; fails the test unless it is stored. */
export async function addPhoto(app: FastifyInstance, auth: Record<string, string>, itemId: number, data?: Buffer) {
  const res = await uploadTo(app, auth, itemId, data ?? (await testImage()));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CollectionPhotoDto;
}

/** A record as its owner reads it. */
export async function recordOf(app: FastifyInstance, auth: Record<string, string>, itemId: number) {
  const res = await app.inject({ url: `/api/collection/items/${itemId}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CollectionItemDto;
}

/** Every stored photo file of a storage (local or a bucket's prefix): originals, thumbnails and derived sets. */
export async function filesIn(storage: PhotoStorage): Promise<string[]> {
  return (await storage.listFiles()).map((file) => file.relativePath).sort();
}
