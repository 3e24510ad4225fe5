import type { BelongsTo } from '@museum/contract';
import { and, asc, desc, eq, gt, inArray, min, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, detailTypes, manufacturers, products, revisions, stamps } from '../../db/schema';

/** The kinds of catalogue record harvested, each a set. */
export const OAI_KINDS = ['products', 'details', 'manufacturers', 'stamps'] as const;
export type OaiKind = (typeof OAI_KINDS)[number];
/** A stored purpose (`belongs_to`): products and details have one. */
export type Purpose = BelongsTo;

/** The revisions' name of each kind: a deletion is the kind's DELETE revision. */
const ENTITY: Record<OaiKind, string> = { products: 'PRODUCT', details: 'DETAIL', manufacturers: 'MANUFACTURER', stamps: 'STAMP' };
const KIND_OF: Record<string, OaiKind> = Object.fromEntries(OAI_KINDS.map((kind) => [ENTITY[kind], kind]));

/** The purpose a deleted record had in its last state (products and details; null for the other kinds). */
const lastPurpose = sql<Purpose | null>`${revisions.before}->>'belongsTo'`;

/** A harvest's window and set: change time from and until (inclusive), either open; a purpose or none. */
export interface OaiFilter {
  from: Date | null;
  until: Date | null;
  purpose: Purpose | null;
}

/** Products, details, manufacturers and stamps as OAI-PMH records, and their deletions, with the Drizzle builder. */
export function createOaiRepository(db: Executor) {
  // Bounds as ISO text cast in SQL, the same for every kind's change-time column.
  const inRange = (column: SQLWrapper, filter: OaiFilter): SQL | undefined =>
    and(
      filter.from ? sql`${column} >= ${filter.from.toISOString()}::timestamptz` : undefined,
      filter.until ? sql`${column} <= ${filter.until.toISOString()}::timestamptz` : undefined,
    );
  const ofPurpose = (column: typeof products.belongsTo | typeof details.belongsTo, filter: OaiFilter) =>
    filter.purpose ? eq(column, filter.purpose) : undefined;

  const productRows = (where: SQL | undefined, limit: number) =>
    db
      .select({
        id: products.id,
        name: products.name,
        number: products.number,
        year: products.year,
        description: products.description,
        maker: manufacturers.name,
        type: sql<string | null>`null`,
        belongsTo: products.belongsTo,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(where)
      .orderBy(asc(products.id))
      .limit(limit);
  const detailRows = (where: SQL | undefined, limit: number) =>
    db
      .select({
        id: details.id,
        // A detail without a name is called by its type, as on its page.
        name: sql<string>`coalesce(${details.name}, ${detailTypes.name})`,
        number: details.number,
        year: details.year,
        description: details.description,
        maker: manufacturers.name,
        type: detailTypes.name,
        belongsTo: details.belongsTo,
        updatedAt: details.updatedAt,
      })
      .from(details)
      .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
      .leftJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
      .where(where)
      .orderBy(asc(details.id))
      .limit(limit);
  const manufacturerRows = (where: SQL | undefined, limit: number) =>
    db
      .select({
        id: manufacturers.id,
        name: manufacturers.name,
        number: sql<string | null>`null`,
        year: sql<number | null>`null`,
        description: manufacturers.description,
        maker: sql<string | null>`null`,
        type: sql<string | null>`null`,
        belongsTo: sql<Purpose | null>`null`,
        updatedAt: manufacturers.updatedAt,
      })
      .from(manufacturers)
      .where(where)
      .orderBy(asc(manufacturers.id))
      .limit(limit);
  const stampRows = (where: SQL | undefined, limit: number) =>
    db
      .select({
        id: stamps.id,
        name: stamps.name,
        number: sql<string | null>`null`,
        year: sql<number | null>`null`,
        description: stamps.description,
        maker: manufacturers.name,
        type: sql<string | null>`null`,
        belongsTo: sql<Purpose | null>`null`,
        updatedAt: stamps.updatedAt,
      })
      .from(stamps)
      .leftJoin(manufacturers, eq(manufacturers.id, stamps.manufacturerId))
      .where(where)
      .orderBy(asc(stamps.id))
      .limit(limit);

  /** One kind's live records after `afterId` that pass the filter (a purpose keeps products and details only). */
  function live(kind: OaiKind, filter: OaiFilter, afterId: number | null, id: number | null, limit: number) {
    switch (kind) {
      case 'products':
        return productRows(
          and(
            afterId === null ? undefined : gt(products.id, afterId),
            id === null ? undefined : eq(products.id, id),
            inRange(products.updatedAt, filter),
            ofPurpose(products.belongsTo, filter),
          ),
          limit,
        );
      case 'details':
        return detailRows(
          and(
            afterId === null ? undefined : gt(details.id, afterId),
            id === null ? undefined : eq(details.id, id),
            inRange(details.updatedAt, filter),
            ofPurpose(details.belongsTo, filter),
          ),
          limit,
        );
      case 'manufacturers':
        return manufacturerRows(
          and(
            afterId === null ? undefined : gt(manufacturers.id, afterId),
            id === null ? undefined : eq(manufacturers.id, id),
            inRange(manufacturers.updatedAt, filter),
          ),
          limit,
        );
      case 'stamps':
        return stampRows(
          and(
            afterId === null ? undefined : gt(stamps.id, afterId),
            id === null ? undefined : eq(stamps.id, id),
            inRange(stamps.updatedAt, filter),
          ),
          limit,
        );
    }
  }

  return {
    /** Up to `limit` live records of `kind` after id `afterId` that pass the filter, by id. */
    page: (kind: OaiKind, filter: OaiFilter, afterId: number, limit: number) => live(kind, filter, afterId, null, limit),

    /** One live record, or undefined. */
    async one(kind: OaiKind, id: number) {
      const [row] = await live(kind, { from: null, until: null, purpose: null }, null, id, 1);
      return row;
    },

    /**
     * Deletions of the given kinds after revision `afterRevision`, by revision, deleted within the
     * filter's window; under a purpose, those whose last state had it. A deletion stays for good.
     */
    async deletions(kinds: readonly OaiKind[], filter: OaiFilter, afterRevision: number, limit: number) {
      const rows = await db
        .select({
          revision: revisions.id,
          entityType: revisions.entityType,
          id: revisions.entityId,
          deletedAt: revisions.at,
          belongsTo: lastPurpose,
        })
        .from(revisions)
        .where(
          and(
            eq(revisions.action, 'DELETE'),
            inArray(
              revisions.entityType,
              kinds.map((kind) => ENTITY[kind]),
            ),
            gt(revisions.id, afterRevision),
            inRange(sql`${revisions.at}`, filter),
            filter.purpose ? sql`${revisions.before}->>'belongsTo' = ${filter.purpose}` : undefined,
          ),
        )
        .orderBy(asc(revisions.id))
        .limit(limit);
      return rows.flatMap((row) => {
        const kind = KIND_OF[row.entityType];
        return kind ? [{ revision: row.revision, kind, id: row.id, deletedAt: row.deletedAt, belongsTo: row.belongsTo }] : [];
      });
    },

    /** When a record of `kind` with this id was last deleted and the purpose it had then; undefined when it never was. */
    async deletion(kind: OaiKind, id: number): Promise<{ deletedAt: Date; belongsTo: Purpose | null } | undefined> {
      const [row] = await db
        .select({ deletedAt: revisions.at, belongsTo: lastPurpose })
        .from(revisions)
        .where(and(eq(revisions.action, 'DELETE'), eq(revisions.entityType, ENTITY[kind]), eq(revisions.entityId, id)))
        .orderBy(desc(revisions.id))
        .limit(1);
      return row;
    },

    /** The oldest change time of any record or deletion (Identify's earliestDatestamp); null when there are none. */
    async earliest(): Promise<Date | null> {
      const firsts = [
        await db.select({ at: min(products.updatedAt) }).from(products),
        await db.select({ at: min(details.updatedAt) }).from(details),
        await db.select({ at: min(manufacturers.updatedAt) }).from(manufacturers),
        await db.select({ at: min(stamps.updatedAt) }).from(stamps),
        await db
          .select({ at: min(revisions.at) })
          .from(revisions)
          .where(and(eq(revisions.action, 'DELETE'), inArray(revisions.entityType, Object.values(ENTITY)))),
      ];
      const dates = firsts.flatMap(([row]) => (row?.at instanceof Date ? [row.at] : []));
      return dates.length > 0 ? new Date(Math.min(...dates.map((at) => at.getTime()))) : null;
    },
  };
}
export type OaiRepository = ReturnType<typeof createOaiRepository>;
export type OaiRow = Awaited<ReturnType<OaiRepository['page']>>[number];
export type OaiDeletion = Awaited<ReturnType<OaiRepository['deletions']>>[number];
