import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { PhotoViewer } from '../photos/photo-viewer';
import { visiblePhotoSql } from '../photos/photos.repository';
import { idList } from './item-query';

/** Tables a write may refer to by `{id}`. */
export type RefTable = 'products' | 'details' | 'manufacturers' | 'detail_types' | 'detail_subtypes' | 'stamps' | 'photos';

/** Sees every photo: the default for a reference check that is not a user's proposal. */
const EVERY_PHOTO: PhotoViewer = { userId: 0, moderator: true };

/** Existence checks for references; a write passes its transaction. */
export function createReferencesRepository(db: Executor) {
  return {
    /** The ids of `ids` that do not exist in `table` (photos: that `viewer` may not use). */
    async missing(refs: { table: RefTable; ids: readonly number[]; viewer?: PhotoViewer }, tx: Executor = db): Promise<number[]> {
      const { table, ids, viewer = EVERY_PHOTO } = refs;
      if (ids.length === 0) return [];
      const visible = table === 'photos' ? sql` and ${visiblePhotoSql('t', viewer)}` : sql``;
      const rows = await queryRows<{ id: number }>(tx, sql`select t.id from ${sql.raw(table)} t where t.id in ${idList(ids)}${visible}`);
      const found = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },

    /** The type of a subtype, or undefined when it does not exist. */
    async typeOfSubtype(subtypeId: number, tx: Executor = db): Promise<number | undefined> {
      const [row] = await queryRows<{ typeId: number }>(tx, sql`select type_id as "typeId" from detail_subtypes where id = ${subtypeId}`);
      return row?.typeId;
    },

    /** The display name of an item, for the record of a delete proposal. */
    async itemName(table: 'products' | 'details', id: number, tx: Executor = db): Promise<string | null> {
      const [row] = await queryRows<{ name: string | null }>(tx, sql`select name from ${sql.raw(table)} where id = ${id}`);
      return row?.name ?? null;
    },
  };
}
export type ReferencesRepository = ReturnType<typeof createReferencesRepository>;
