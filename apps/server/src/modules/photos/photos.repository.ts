import { type SQL, sql } from 'drizzle-orm';
import { boundedCount, type Total } from '../../db/bounded-count';
import { type Executor, queryRows } from '../../db/client';
import type { PhotoViewer } from '../../lib/photo-viewer';
import { escapeLike } from '../../lib/text';
import { type ItemSearch, idList, itemConditions } from '../catalogue/item-query';
import { PHOTO_FILE_COLUMNS, type PhotoFileRow } from './photo-mapping';

export interface ItemPhotoRow extends PhotoFileRow {
  itemId: number;
}
export interface PhotoRow extends PhotoFileRow {
  description: string | null;
  sizeBytes: number;
  uploadedAt: Date;
}
export interface PhotoProductRow {
  id: number;
  name: string;
  manufacturer: string | null;
}
export interface PhotoDetailRow {
  id: number;
  name: string | null;
  number: string | null;
  manufacturer: string | null;
  type: string;
  year: number | null;
}

const PHOTO_COLUMNS = sql.raw(`${PHOTO_FILE_COLUMNS}, p.description, p.size_bytes as "sizeBytes", p.uploaded_at as "uploadedAt"`);
const LINK_TABLES = { product: 'product_photos', detail: 'detail_photos' } as const;

/** The SQL condition on a `photos` alias that hides what the viewer may not see. */
export function visiblePhotoSql(alias: string, viewer: PhotoViewer): SQL {
  const p = sql.raw(alias);
  if (!viewer) return sql`${p}.published`;
  if (viewer.moderator) return sql`true`;
  return sql`(${p}.published or ${p}.uploaded_by = ${viewer.userId})`;
}

export function createPhotosRepository(db: Executor) {
  return {
    /** The visible photos of many items in one query, in link order, at most `limit` per item. */
    async photosOfItems(
      kind: 'product' | 'detail',
      itemIds: readonly number[],
      viewer: PhotoViewer,
      limit?: number,
    ): Promise<ItemPhotoRow[]> {
      if (itemIds.length === 0) return [];
      const links = sql.raw(LINK_TABLES[kind]);
      const cap = limit === undefined ? sql`` : sql`where x.n <= ${limit}`;
      return queryRows<ItemPhotoRow>(
        db,
        sql`select x.* from (
              select l.item_id as "itemId", ${sql.raw(PHOTO_FILE_COLUMNS)},
                     row_number() over (partition by l.item_id order by l.position, p.id) as n
              from ${links} l join photos p on p.id = l.photo_id
              where l.item_id in ${idList(itemIds)} and ${visiblePhotoSql('p', viewer)}) x
            ${cap} order by x."itemId", x.n`,
      );
    },

    /** Whether a stored name's files are published, and who uploaded them; undefined for an unknown name. */
    async fileOwner(fileName: string): Promise<{ published: boolean; uploadedBy: number | null } | undefined> {
      const [row] = await queryRows<{ published: boolean; uploadedBy: number | null }>(
        db,
        sql`select published, uploaded_by as "uploadedBy" from photos where file_name = ${fileName}`,
      );
      return row;
    },

    async findById(id: number, viewer: PhotoViewer): Promise<PhotoRow | undefined> {
      const [row] = await queryRows<PhotoRow>(
        db,
        sql`select ${PHOTO_COLUMNS} from photos p where p.id = ${id} and ${visiblePhotoSql('p', viewer)}`,
      );
      return row;
    },

    async productsOf(photoId: number): Promise<PhotoProductRow[]> {
      return queryRows<PhotoProductRow>(
        db,
        sql`select i.id, i.name, m.name as manufacturer from product_photos l
            join products i on i.id = l.item_id left join manufacturers m on m.id = i.manufacturer_id
            where l.photo_id = ${photoId} order by i.id`,
      );
    },

    async detailsOf(photoId: number): Promise<PhotoDetailRow[]> {
      return queryRows<PhotoDetailRow>(
        db,
        sql`select i.id, i.name, i.number, m.name as manufacturer, t.name as type, i.year from detail_photos l
            join details i on i.id = l.item_id join detail_types t on t.id = i.type_id
            left join manufacturers m on m.id = i.manufacturer_id
            where l.photo_id = ${photoId} order by i.id`,
      );
    },

    /**
     * The gallery: visible photos that show an item matching every filter (any photo when
     * there is none). Type and subtype filters only match through details.
     */
    async page(search: ItemSearch, viewer: PhotoViewer, page: number, size: number): Promise<{ rows: PhotoRow[]; total: Total }> {
      const filtered = Object.values(search).some((value) => value !== undefined);
      const detailOnly = search.type !== undefined || search.subtype !== undefined;
      let where: SQL = visiblePhotoSql('p', viewer);
      if (filtered) {
        const viaDetails = sql`p.id in (select l.photo_id from detail_photos l join details i on i.id = l.item_id where ${itemConditions('detail', search)})`;
        const viaProducts = sql`p.id in (select l.photo_id from product_photos l join products i on i.id = l.item_id where ${itemConditions('product', search)})`;
        where = sql`${where} and (${detailOnly ? viaDetails : sql`${viaDetails} or ${viaProducts}`})`;
      }
      const rows = await queryRows<PhotoRow>(
        db,
        sql`select ${PHOTO_COLUMNS} from photos p where ${where} order by p.id desc limit ${size} offset ${page * size}`,
      );
      return { rows, total: await boundedCount(db, sql`from photos p where ${where}`) };
    },

    /** Photo picker: by id, file name, description or a linked item's name; newest first. */
    async search(q: string, viewer: PhotoViewer, limit: number): Promise<PhotoRow[]> {
      const pattern = `%${escapeLike(q)}%`;
      const byId = /^\d{1,9}$/.test(q) ? sql`p.id = ${Number(q)} or ` : sql``;
      return queryRows<PhotoRow>(
        db,
        sql`select ${PHOTO_COLUMNS} from photos p where ${visiblePhotoSql('p', viewer)} and (${byId}
              p.file_name ilike ${pattern} escape '\\' or p.original_name ilike ${pattern} escape '\\'
              or p.description ilike ${pattern} escape '\\'
              or p.id in (select l.photo_id from product_photos l join products i on i.id = l.item_id where i.name ilike ${pattern} escape '\\')
              or p.id in (select l.photo_id from detail_photos l join details i on i.id = l.item_id where i.name ilike ${pattern} escape '\\'))
            order by p.id desc limit ${limit}`,
      );
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
