import { createHash } from 'node:crypto';
import type { BelongsTo } from '@museum/contract';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { unique } from './factories';

export type ManufacturerRow = typeof t.manufacturers.$inferSelect;
export type TypeRow = typeof t.detailTypes.$inferSelect;
export type SubtypeRow = typeof t.detailSubtypes.$inferSelect;
export type StampRow = typeof t.stamps.$inferSelect;
export type ProductRow = typeof t.products.$inferSelect;
export type DetailRow = typeof t.details.$inferSelect;
export type PhotoRow = typeof t.photos.$inferSelect;

export async function buildManufacturer(database: Database, overrides: Partial<typeof t.manufacturers.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(t.manufacturers)
    .values({ name: `Завод ${unique()}`, ...overrides })
    .returning();
  return row as ManufacturerRow;
}

export async function buildType(database: Database, overrides: Partial<typeof t.detailTypes.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(t.detailTypes)
    .values({ name: `Тип ${unique()}`, belongsTo: 'максим' satisfies BelongsTo, ...overrides })
    .returning();
  return row as TypeRow;
}

export async function buildSubtype(database: Database, typeId: number, overrides: Partial<typeof t.detailSubtypes.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(t.detailSubtypes)
    .values({ name: `Подтип ${unique()}`, typeId, ...overrides })
    .returning();
  return row as SubtypeRow;
}

export async function buildStamp(database: Database, overrides: Partial<typeof t.stamps.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(t.stamps)
    .values({ name: `Клеймо ${unique()}`, ...overrides })
    .returning();
  return row as StampRow;
}

export async function buildProduct(database: Database, overrides: Partial<typeof t.products.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(t.products)
    .values({ name: `Изделие ${unique()}`, ...overrides })
    .returning();
  return row as ProductRow;
}

/** A detail; a fresh type is made unless `typeId` is given. Stamps are linked by id. */
export async function buildDetail(database: Database, overrides: Partial<typeof t.details.$inferInsert> & { stampIds?: number[] } = {}) {
  const { stampIds = [], ...values } = overrides;
  const typeId = values.typeId ?? (await buildType(database)).id;
  const [row] = await database.db
    .insert(t.details)
    .values({ name: `Деталь ${unique()}`, ...values, typeId })
    .returning();
  const detail = row as DetailRow;
  if (stampIds.length > 0) {
    await database.db.insert(t.detailStamps).values(stampIds.map((stampId) => ({ detailId: detail.id, stampId })));
  }
  return detail;
}

/** A photo row (no file on disk: the read API only builds URLs). */
export async function buildPhoto(database: Database, overrides: Partial<typeof t.photos.$inferInsert> = {}) {
  const id = unique();
  const [row] = await database.db
    .insert(t.photos)
    .values({
      fileName: `test-${id}`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      width: 800,
      height: 600,
      sha256: `sha-${id}`,
      // A hash as a settled catalogue's photo has one (drawn at random: no file to read it from),
      // so the derivation worker's hashing pass leaves the row alone.
      phash: createHash('sha256').update(`phash-${id}`).digest().readBigInt64BE(),
      colourA: 0,
      colourB: 0,
      ...overrides,
    })
    .returning();
  return row as PhotoRow;
}

/** The `image` of a photo whose sizes and tiles are not made yet. */
export const pendingImage = (photo: Pick<PhotoRow, 'width' | 'height'>) => ({
  width: photo.width,
  height: photo.height,
  placeholder: null,
  sizes: null,
  tiles: null,
});

/** Links photos to a product or a detail, in the given order. */
export async function linkPhotos(database: Database, kind: 'product' | 'detail' | 'stamp', itemId: number, photoIds: number[]) {
  const table = kind === 'product' ? t.productPhotos : kind === 'detail' ? t.detailPhotos : t.stampPhotos;
  if (photoIds.length === 0) return;
  await database.db.insert(table).values(photoIds.map((photoId, position) => ({ itemId, photoId, position })));
}
