import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { detailSubtypes, details, detailTypes, manufacturers, photos, products, stamps } from '../../db/schema';
import type { PhotoViewer } from '../../lib/photo-viewer';
import { visiblePhoto } from '../photos/photos.repository';

/** Tables a write may refer to by `{id}`. */
export type RefTable = 'products' | 'details' | 'manufacturers' | 'detail_types' | 'detail_subtypes' | 'stamps' | 'photos';

const REF_TABLES = {
  products,
  details,
  manufacturers,
  detail_types: detailTypes,
  detail_subtypes: detailSubtypes,
  stamps,
  photos,
} as const;

/** Sees every photo: the default for a reference check that is not a user's proposal. */
const EVERY_PHOTO: PhotoViewer = { userId: 0, moderator: true };

/** Existence checks for references; a write passes its transaction. */
export function createReferencesRepository(db: Executor) {
  /** The type of each of these subtypes, by subtype id (one that does not exist is absent). */
  async function typesOfSubtypes(subtypeIds: readonly number[], tx: Executor = db): Promise<Map<number, number>> {
    if (subtypeIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: detailSubtypes.id, typeId: detailSubtypes.typeId })
      .from(detailSubtypes)
      .where(inArray(detailSubtypes.id, [...new Set(subtypeIds)]));
    return new Map(rows.map((row) => [row.id, row.typeId]));
  }

  return {
    /** The ids of `ids` that do not exist in `table` (photos: that `viewer` may not use). */
    async missing(refs: { table: RefTable; ids: readonly number[]; viewer?: PhotoViewer }, tx: Executor = db): Promise<number[]> {
      const { table, ids, viewer = EVERY_PHOTO } = refs;
      if (ids.length === 0) return [];
      const t = alias(REF_TABLES[table], 't');
      const visible = table === 'photos' ? visiblePhoto(alias(photos, 't'), viewer) : undefined;
      const rows = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(inArray(t.id, [...ids]), visible));
      const found = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },

    /** The type of a subtype, or undefined when it does not exist. */
    async typeOfSubtype(subtypeId: number, tx: Executor = db): Promise<number | undefined> {
      return (await typesOfSubtypes([subtypeId], tx)).get(subtypeId);
    },

    typesOfSubtypes,

    /** The display name of an item, for the record of a delete proposal. */
    async itemName(table: 'products' | 'details', id: number, tx: Executor = db): Promise<string | null> {
      const item = REF_TABLES[table];
      const [row] = await tx.select({ name: item.name }).from(item).where(eq(item.id, id));
      return row?.name ?? null;
    },
  };
}
export type ReferencesRepository = ReturnType<typeof createReferencesRepository>;
