import { type CollectionListQuery, pickEnglish, pickRecorded, RECORDED_FILTER_KEYS, serialKeyOf } from '@museum/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { reserveIds } from '../../db/reserved-ids';
import {
  collectionItemStamps,
  collectionItems,
  detailSubtypes,
  detailTypes,
  manufacturers,
  products,
  stamps,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/text';

const c = collectionItems;
/** The own record a record belongs to, joined for its name. */
const gun = alias(collectionItems, 'g');

/** What a write stores in a record's row (its owner and times aside). */
export type CollectionValues = Omit<typeof collectionItems.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'serialKey'>;

/** The gun whose parts are checked: an own record or a catalogue product. */
export interface GunRef {
  kind: 'collection' | 'product';
  id: number;
}

/**
 * `q`: a case-insensitive substring of the name (either language), the number, the markings, the
 * provenance or the notes, or the number's key as a prefix under the number rule (`№ 21 105`).
 */
function searchWhere(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const columns = [c.name, c.nameEn, c.number, c.markings, c.provenance, c.notes];
  const words = sql.join(
    columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`),
    sql` or `,
  );
  const key = serialKeyOf(q);
  return key ? sql`(${words} or ${c.serialKey} like ${`${escapeLike(key)}%`} escape '\\')` : sql`(${words})`;
}

/** What a record's page and the list both show: the record and the names of what it points at. */
const NAMED = {
  id: c.id,
  kind: c.kind,
  name: c.name,
  number: c.number,
  year: c.year,
  manufacturerId: manufacturers.id,
  manufacturerName: manufacturers.name,
  manufacturerNameEn: manufacturers.nameEn,
  typeId: detailTypes.id,
  typeName: detailTypes.name,
  typeNameEn: detailTypes.nameEn,
  partOfItemId: c.partOfItemId,
  partOfItemName: gun.name,
  partOfProductId: c.partOfProductId,
  partOfProductName: products.name,
  updatedAt: c.updatedAt,
};

const SORT_COLUMNS = { id: c.id, name: c.name, number: c.serialKey, year: c.year, updatedAt: c.updatedAt } as const;

/** A record in full, with the names of what it points at; the caller says which. */
const full = (tx: Executor) =>
  tx
    .select({
      ...NAMED,
      belongsTo: c.belongsTo,
      subtypeId: detailSubtypes.id,
      subtypeName: detailSubtypes.name,
      subtypeNameEn: detailSubtypes.nameEn,
      source: c.source,
      description: c.description,
      ...pickEnglish(c),
      ...pickRecorded(c),
      acquiredFrom: c.acquiredFrom,
      acquiredOn: c.acquiredOn,
      price: c.price,
      currency: c.currency,
      keptAt: c.keptAt,
      insuredValue: c.insuredValue,
      notes: c.notes,
      createdAt: c.createdAt,
    })
    .from(c)
    .leftJoin(manufacturers, eq(manufacturers.id, c.manufacturerId))
    .leftJoin(detailTypes, eq(detailTypes.id, c.typeId))
    .leftJoin(detailSubtypes, eq(detailSubtypes.id, c.subtypeId))
    .leftJoin(gun, eq(gun.id, c.partOfItemId))
    .leftJoin(products, eq(products.id, c.partOfProductId));

const stampsOfItems = (tx: Executor, itemIds: readonly number[]) =>
  tx
    .select({ itemId: collectionItemStamps.itemId, id: stamps.id, name: stamps.name, nameEn: stamps.nameEn })
    .from(collectionItemStamps)
    .innerJoin(stamps, eq(stamps.id, collectionItemStamps.stampId))
    .where(inArray(collectionItemStamps.itemId, [...itemIds]))
    .orderBy(collectionItemStamps.itemId, collectionItemStamps.position);

/** The owner's records and their stamps: every query names the owner, so no read reaches another's. */
export function createCollectionRepository(db: Executor) {
  const owned = (ownerId: number, id: number) => and(eq(c.ownerId, ownerId), eq(c.id, id));

  return {
    /** Holds the owner's row until the transaction ends: two adds at once count one after the other against the limit. */
    async lockOwner(ownerId: number, tx: Executor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    },

    async countOf(ownerId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(c).where(eq(c.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /**
     * Every record of the owner as the rule of guns reads it (an import's plan, ADR 092); with
     * `lock`, held until the transaction ends, so no edit in between changes what the plan saw.
     */
    gunsOf(ownerId: number, tx: Executor = db, lock = false) {
      const query = tx.select({ id: c.id, kind: c.kind, gun: c.partOfItemId }).from(c).where(eq(c.ownerId, ownerId));
      return lock ? query.for('update') : query;
    },

    /** `count` new record ids in increasing order: an import's rows are numbered in the file's order. */
    reserveIds: (count: number, tx: Executor = db) => reserveIds(tx, c, count),

    /** Inserts records, each with the id reserved for it, in one statement. */
    async insertMany(
      ownerId: number,
      rows: readonly { id: number; values: CollectionValues }[],
      at: Date,
      tx: Executor = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(c).values(rows.map(({ id, values }) => ({ ...values, id, ownerId, createdAt: at, updatedAt: at })));
    },

    /** Links stamps to new records, in one statement. */
    async addStamps(links: readonly { itemId: number; stampId: number; position: number }[], tx: Executor = db): Promise<void> {
      if (links.length > 0) await tx.insert(collectionItemStamps).values([...links]);
    },

    async insert(ownerId: number, values: CollectionValues, at: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(c)
        .values({ ...values, ownerId, createdAt: at, updatedAt: at })
        .returning({ id: c.id });
      if (!row) throw new Error('collection_items: insert returned no row');
      return row.id;
    },

    /** False when the owner has no such record. */
    async update(ownerId: number, id: number, values: CollectionValues, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(c)
        .set({ ...values, updatedAt: at })
        .where(owned(ownerId, id))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    async remove(ownerId: number, id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx.delete(c).where(owned(ownerId, id)).returning({ id: c.id });
      return rows.length > 0;
    },

    /** A record's kind and the own record it belongs to: what the write checks `partOf` against. */
    async kindOf(ownerId: number, id: number, tx: Executor = db) {
      const [row] = await tx.select({ kind: c.kind, partOfItemId: c.partOfItemId }).from(c).where(owned(ownerId, id));
      return row;
    },

    /** Whether any of the owner's records names this one as its gun. */
    async hasParts(ownerId: number, id: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.ownerId, ownerId), eq(c.partOfItemId, id)))
        .limit(1);
      return row !== undefined;
    },

    async replaceStamps(itemId: number, stampIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(collectionItemStamps).where(eq(collectionItemStamps.itemId, itemId));
      if (stampIds.length === 0) return;
      await tx.insert(collectionItemStamps).values(stampIds.map((stampId, position) => ({ itemId, stampId, position })));
    },

    async find(ownerId: number, id: number) {
      const [row] = await full(db).where(owned(ownerId, id));
      return row;
    },

    /** Several of the owner's records in full (the ones an import's rows name, ADR 092); others' ids find nothing. */
    findMany(ownerId: number, ids: readonly number[], tx: Executor = db) {
      return ids.length === 0 ? Promise.resolve([]) : full(tx).where(and(eq(c.ownerId, ownerId), inArray(c.id, [...ids])));
    },

    stampsOf(itemId: number) {
      return stampsOfItems(db, [itemId]);
    },

    /** The stamps of several records, each with its record's id, in their order. */
    stampsOfMany: (itemIds: readonly number[], tx: Executor = db) =>
      itemIds.length === 0 ? Promise.resolve([]) : stampsOfItems(tx, itemIds),

    /** A page of the owner's list and how many records match. */
    async list(ownerId: number, query: CollectionListQuery) {
      const where = and(
        eq(c.ownerId, ownerId),
        query.kind ? eq(c.kind, query.kind) : undefined,
        query.q ? searchWhere(query.q) : undefined,
        query.year === undefined ? undefined : eq(c.year, query.year),
        query.manufacturer === undefined ? undefined : eq(c.manufacturerId, query.manufacturer),
        query.type === undefined ? undefined : eq(c.typeId, query.type),
        // The recorded fields' filters (`condition=`), each a column of the field's own name (ADR 052).
        ...RECORDED_FILTER_KEYS.map((key) => (query[key] ? eq(c[key], query[key]) : undefined)),
      );
      const direction = query.sort.dir === 'asc' ? asc : desc;
      const column = SORT_COLUMNS[query.sort.field];
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...NAMED, nameEn: c.nameEn, condition: c.condition })
          .from(c)
          .leftJoin(manufacturers, eq(manufacturers.id, c.manufacturerId))
          .leftJoin(detailTypes, eq(detailTypes.id, c.typeId))
          .leftJoin(gun, eq(gun.id, c.partOfItemId))
          .leftJoin(products, eq(products.id, c.partOfProductId))
          .where(where)
          .orderBy(sql`${direction(column)} nulls last`, direction(c.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(c).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The number of a gun: the owner's own record's or a catalogue product's; undefined when there is none. */
    async gunNumber(ownerId: number, ref: GunRef): Promise<string | null | undefined> {
      const [row] =
        ref.kind === 'collection'
          ? await db
              .select({ number: c.number })
              .from(c)
              .where(and(owned(ownerId, ref.id), eq(c.kind, 'product')))
          : await db.select({ number: products.number }).from(products).where(eq(products.id, ref.id));
      return row ? row.number : undefined;
    },

    /**
     * The owner's parts of a gun, of types that carry its number, each with its status against the
     * gun's number key (museum_number_status, the function the catalogue's check uses, ADR 063).
     */
    partsOf(ownerId: number, ref: GunRef, gunKey: string | null) {
      const link = ref.kind === 'collection' ? eq(c.partOfItemId, ref.id) : eq(c.partOfProductId, ref.id);
      return db
        .select({
          id: c.id,
          name: c.name,
          number: c.number,
          numberPlace: c.numberPlace,
          typeId: detailTypes.id,
          typeName: detailTypes.name,
          typeNameEn: detailTypes.nameEn,
          status: sql<string | null>`museum_number_status(${c.serialKey}, ${gunKey}::text)`,
        })
        .from(c)
        .innerJoin(detailTypes, and(eq(detailTypes.id, c.typeId), eq(detailTypes.carriesNumber, true)))
        .where(and(eq(c.ownerId, ownerId), eq(c.kind, 'detail'), link))
        .orderBy(detailTypes.name, c.id);
    },
  };
}
export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
export type CollectionRow = NonNullable<Awaited<ReturnType<CollectionRepository['find']>>>;
export type CollectionListRow = Awaited<ReturnType<CollectionRepository['list']>>['rows'][number];
export type NamedStampRow = Awaited<ReturnType<CollectionRepository['stampsOf']>>[number];
