import { and, asc, eq, gt, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, detailTypes, manufacturers, products } from '../../db/schema';

/** The OAI sets: one per kind of catalogue record. */
export type OaiKind = 'products' | 'details';
export const OAI_KINDS: readonly OaiKind[] = ['products', 'details'];

/** What an oai_dc record is made of. */
export interface OaiRow {
  id: number;
  name: string;
  number: string | null;
  year: number | null;
  description: string | null;
  maker: string | null;
  /** A detail's type; null for products. */
  type: string | null;
  updatedAt: Date;
}

/** A harvest's window: change time from and until (inclusive), either open. */
export interface OaiRange {
  from: Date | null;
  until: Date | null;
}

/** Products and details as OAI-PMH records, read by id in change-time windows (the Drizzle builder). */
export function createOaiRepository(db: Executor) {
  const inRange = (column: typeof products.updatedAt | typeof details.updatedAt, range: OaiRange): SQL | undefined =>
    and(range.from ? gte(column, range.from) : undefined, range.until ? lte(column, range.until) : undefined);

  function select(kind: OaiKind, where: SQL | undefined, limit: number): Promise<OaiRow[]> {
    if (kind === 'products') {
      return db
        .select({
          id: products.id,
          name: products.name,
          number: products.number,
          year: products.year,
          description: products.description,
          maker: manufacturers.name,
          type: sql<string | null>`null`,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(where)
        .orderBy(asc(products.id))
        .limit(limit);
    }
    return db
      .select({
        id: details.id,
        // A detail without a name is called by its type, as on its page.
        name: sql<string>`coalesce(${details.name}, ${detailTypes.name})`,
        number: details.number,
        year: details.year,
        description: details.description,
        maker: manufacturers.name,
        type: detailTypes.name,
        updatedAt: details.updatedAt,
      })
      .from(details)
      .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
      .leftJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
      .where(where)
      .orderBy(asc(details.id))
      .limit(limit);
  }

  return {
    /** Up to `limit` records of `kind` after id `afterId`, changed within `range`, by id. */
    page(kind: OaiKind, range: OaiRange, afterId: number, limit: number): Promise<OaiRow[]> {
      const table = kind === 'products' ? products : details;
      return select(kind, and(gt(table.id, afterId), inRange(table.updatedAt, range)), limit);
    },

    /** One record, or undefined. */
    async one(kind: OaiKind, id: number): Promise<OaiRow | undefined> {
      const table = kind === 'products' ? products : details;
      const [row] = await select(kind, eq(table.id, id), 1);
      return row;
    },

    /** The oldest change time of any record (Identify's earliestDatestamp); null when there are none. */
    async earliest(): Promise<Date | null> {
      const [p] = await db.select({ at: min(products.updatedAt) }).from(products);
      const [d] = await db.select({ at: min(details.updatedAt) }).from(details);
      const dates = [p?.at, d?.at].filter((at): at is Date => at instanceof Date);
      return dates.length > 0 ? new Date(Math.min(...dates.map((at) => at.getTime()))) : null;
    },
  };
}
export type OaiRepository = ReturnType<typeof createOaiRepository>;
