import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, max, min, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { detailStamps, details, manufacturers, products, stampPhotos, stamps } from '../../db/schema';

export type StampRow = typeof stamps.$inferSelect;
/** A stamp's columns as a write stores them; its images are written apart. */
export type StampValues = Omit<StampRow, 'id' | 'createdAt'>;

/** The details bearing a stamp, as a subquery. */
const detailsBearing = (db: Executor, stampId: number) =>
  db.select({ id: detailStamps.detailId }).from(detailStamps).where(eq(detailStamps.stampId, stampId));

/**
 * A product bears a stamp when one of its details does (ADR 061): the subquery of their ids.
 * Stamps are recorded on details only; a product's own marks are on its parts.
 */
const productsBearing = (db: Executor, stampId: number) =>
  db
    .selectDistinct({ id: details.productId })
    .from(details)
    .innerJoin(detailStamps, eq(detailStamps.detailId, details.id))
    .where(and(eq(detailStamps.stampId, stampId), isNotNull(details.productId)));

/** The years of the dated items bearing a stamp: the earliest, the latest, how many. */
export type SeenSpan = { from: number | null; to: number | null; items: number };

/** Two spans as one: the earlier start, the later end, the items added. */
const joined = (a: SeenSpan, b: SeenSpan): SeenSpan => ({
  from: a.from === null ? b.from : b.from === null ? a.from : Math.min(a.from, b.from),
  to: a.to === null ? b.to : b.to === null ? a.to : Math.max(a.to, b.to),
  items: a.items + b.items,
});

/** Stamps: their rows, their images' links and the items that bear them; a write passes its transaction. */
export function createStampsRepository(db: Executor) {
  return {
    /** Every stamp with its maker's name, by name. */
    list: (tx: Executor = db) =>
      tx
        .select({ stamp: stamps, manufacturerName: manufacturers.name, manufacturerNameEn: manufacturers.nameEn })
        .from(stamps)
        .leftJoin(manufacturers, eq(manufacturers.id, stamps.manufacturerId))
        .orderBy(asc(stamps.name), asc(stamps.id)),

    async find(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ stamp: stamps, manufacturerName: manufacturers.name, manufacturerNameEn: manufacturers.nameEn })
        .from(stamps)
        .leftJoin(manufacturers, eq(manufacturers.id, stamps.manufacturerId))
        .where(eq(stamps.id, id));
      return row;
    },

    /** Details bearing each stamp, and products bearing it through their details, for every stamp at once. */
    async bearingCounts(tx: Executor = db): Promise<Map<number, { products: number; details: number }>> {
      const detailCounts = await tx.select({ stampId: detailStamps.stampId, n: count() }).from(detailStamps).groupBy(detailStamps.stampId);
      const productCounts = await tx
        .select({ stampId: detailStamps.stampId, n: countDistinct(details.productId) })
        .from(detailStamps)
        .innerJoin(details, eq(details.id, detailStamps.detailId))
        .groupBy(detailStamps.stampId);
      const counts = new Map<number, { products: number; details: number }>();
      for (const row of detailCounts) counts.set(row.stampId, { products: 0, details: row.n });
      for (const row of productCounts) {
        const entry = counts.get(row.stampId);
        if (entry) entry.products = row.n;
      }
      return counts;
    },

    async bearing(stampId: number, tx: Executor = db) {
      return {
        products: await tx.$count(products, inArray(products.id, productsBearing(tx, stampId))),
        details: await tx.$count(detailStamps, eq(detailStamps.stampId, stampId)),
      };
    },

    /** Ids of the products bearing a stamp, by id, a slice. */
    async productIds(stampId: number, offset: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productsBearing(db, stampId)))
        .orderBy(asc(products.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => row.id);
    },

    /** Ids of the details bearing a stamp, by id, a slice. */
    async detailIds(stampId: number, offset: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: detailStamps.detailId })
        .from(detailStamps)
        .where(eq(detailStamps.stampId, stampId))
        .orderBy(asc(detailStamps.detailId))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => row.id);
    },

    /** The years of the items bearing a stamp (its details and their products), most items first. */
    async seenYears(stampId: number, tx: Executor = db) {
      const fromDetails = await tx
        .select({ year: details.year, items: count() })
        .from(details)
        .where(and(inArray(details.id, detailsBearing(tx, stampId)), isNotNull(details.year)))
        .groupBy(details.year);
      const fromProducts = await tx
        .select({ year: products.year, items: count() })
        .from(products)
        .where(and(inArray(products.id, productsBearing(tx, stampId)), isNotNull(products.year)))
        .groupBy(products.year);
      return [...fromDetails, ...fromProducts];
    },

    /** The makers of the items bearing a stamp, with how many items each. */
    async seenMakers(stampId: number, tx: Executor = db) {
      const fromDetails = await tx
        .select({ id: manufacturers.id, name: manufacturers.name, nameEn: manufacturers.nameEn, items: count() })
        .from(details)
        .innerJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
        .where(inArray(details.id, detailsBearing(tx, stampId)))
        .groupBy(manufacturers.id, manufacturers.name, manufacturers.nameEn);
      const fromProducts = await tx
        .select({ id: manufacturers.id, name: manufacturers.name, nameEn: manufacturers.nameEn, items: count() })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(inArray(products.id, productsBearing(tx, stampId)))
        .groupBy(manufacturers.id, manufacturers.name, manufacturers.nameEn)
        .orderBy(desc(count()));
      return [...fromDetails, ...fromProducts];
    },

    /**
     * For each stamp (or the one asked for), the years of the dated items bearing it (issue 51):
     * its dated details, and the dated products of its details, each product once.
     */
    async seenSpans(stampId?: number, tx: Executor = db): Promise<Map<number, SeenSpan>> {
      const only = (dated: SQL) => (stampId === undefined ? dated : and(dated, eq(detailStamps.stampId, stampId)));
      const fromDetails = await tx
        .select({ stampId: detailStamps.stampId, from: min(details.year), to: max(details.year), items: count() })
        .from(detailStamps)
        .innerJoin(details, eq(details.id, detailStamps.detailId))
        .where(only(isNotNull(details.year)))
        .groupBy(detailStamps.stampId);
      const fromProducts = await tx
        .select({ stampId: detailStamps.stampId, from: min(products.year), to: max(products.year), items: countDistinct(products.id) })
        .from(detailStamps)
        .innerJoin(details, eq(details.id, detailStamps.detailId))
        .innerJoin(products, eq(products.id, details.productId))
        .where(only(isNotNull(products.year)))
        .groupBy(detailStamps.stampId);
      const spans = new Map<number, SeenSpan>();
      for (const { stampId: id, ...span } of [...fromDetails, ...fromProducts]) {
        const seen = spans.get(id);
        spans.set(id, seen ? joined(seen, span) : span);
      }
      return spans;
    },

    /** The detail types each stamp is struck on (the visual key's «part» filter). */
    async partTypes(tx: Executor = db): Promise<Map<number, Set<number>>> {
      const rows = await tx
        .selectDistinct({ stampId: detailStamps.stampId, typeId: details.typeId })
        .from(detailStamps)
        .innerJoin(details, eq(details.id, detailStamps.detailId));
      const types = new Map<number, Set<number>>();
      for (const { stampId, typeId } of rows) types.set(stampId, (types.get(stampId) ?? new Set()).add(typeId));
      return types;
    },

    async lock(id: number, tx: Executor = db): Promise<StampRow | undefined> {
      const [row] = await tx.select().from(stamps).where(eq(stamps.id, id)).for('update');
      return row;
    },
    async insert(values: StampValues & { createdAt: Date }, tx: Executor = db): Promise<StampRow> {
      return firstRow(await tx.insert(stamps).values(values).returning());
    },
    async update(id: number, values: StampValues, tx: Executor = db): Promise<StampRow> {
      return firstRow(await tx.update(stamps).set(values).where(eq(stamps.id, id)).returning());
    },
    async delete(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(stamps).where(eq(stamps.id, id));
    },
    /** What still refers to a stamp: a delete is refused while details carry it. */
    usage: async (id: number, tx: Executor = db) => ({ details: await tx.$count(detailStamps, eq(detailStamps.stampId, id)) }),

    async photoIds(stampId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ photoId: stampPhotos.photoId })
        .from(stampPhotos)
        .where(eq(stampPhotos.itemId, stampId))
        .orderBy(stampPhotos.position, stampPhotos.photoId);
      return rows.map((row) => row.photoId);
    },
    /** Makes the stamp's photos exactly `photoIds`, in that order. */
    async replacePhotos(stampId: number, photoIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(stampPhotos).where(eq(stampPhotos.itemId, stampId));
      if (photoIds.length === 0) return;
      await tx.insert(stampPhotos).values(photoIds.map((photoId, position) => ({ itemId: stampId, photoId, position })));
    },
  };
}
export type StampsRepository = ReturnType<typeof createStampsRepository>;
