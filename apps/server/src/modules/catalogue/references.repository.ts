import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type PhotoViewer, visiblePhotoSql } from '../photos/photo-viewer';
import { idList } from './item-query';

/** Tables a write may refer to by `{id}`. */
export type RefTable = 'products' | 'details' | 'manufacturers' | 'detail_types' | 'detail_subtypes' | 'stamps' | 'photos';

/** Existence checks for references, inside the write's transaction. */
export const referencesRepository = {
  /** The ids of `ids` that do not exist (photos: that the viewer may not use). */
  async missing(tx: Db, table: RefTable, ids: readonly number[], viewer: PhotoViewer = { userId: 0, moderator: true }): Promise<number[]> {
    if (ids.length === 0) return [];
    const visible = table === 'photos' ? sql` and ${visiblePhotoSql('t', viewer)}` : sql``;
    const rows = await queryRows<{ id: number }>(tx, sql`select t.id from ${sql.raw(table)} t where t.id in ${idList(ids)}${visible}`);
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  },

  /** The type of a subtype, or undefined when it does not exist. */
  async typeOfSubtype(tx: Db, subtypeId: number): Promise<number | undefined> {
    const [row] = await queryRows<{ typeId: number }>(tx, sql`select type_id as "typeId" from detail_subtypes where id = ${subtypeId}`);
    return row?.typeId;
  },
};

/** The display name of an item, for the record of a delete proposal. */
export async function itemName(tx: Db, table: 'products' | 'details', id: number): Promise<string | null> {
  const [row] = await queryRows<{ name: string | null }>(tx, sql`select name from ${sql.raw(table)} where id = ${id}`);
  return row?.name ?? null;
}
