import type { DatingScope, SerialSegment } from '@museum/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, detailTypes, manufacturers, products } from '../../db/schema';

/** A dated example as read: the item, its number as the table reads it, and its stated year. */
export interface DatedRow {
  id: number;
  kind: 'product' | 'detail';
  title: string;
  number: string;
  serial: number;
  year: number;
}

type Side = 'below' | 'above';

/**
 * The catalogue's dated examples of a scope (ADR 060): products and details with an all-digit
 * number and a year, read through the partial (serial_value, id) indexes, so the nearest ones on
 * either side of a number are a short walk from it.
 */
export function createDatingRepository(db: Executor) {
  const productScope = (scope: DatingScope) =>
    and(
      isNotNull(products.serialValue),
      isNotNull(products.year),
      eq(products.belongsTo, scope.belongsTo),
      inArray(manufacturers.name, [...scope.makers]),
    );
  const detailScope = (scope: DatingScope) =>
    and(
      isNotNull(details.serialValue),
      isNotNull(details.year),
      eq(details.belongsTo, scope.belongsTo),
      inArray(manufacturers.name, [...scope.makers]),
      inArray(detailTypes.name, [...scope.detailTypes]),
      eq(detailTypes.belongsTo, scope.belongsTo),
      // One example per gun (ADR 078): a part carrying its dated gun's own number is the gun again.
      sql`not exists (select 1 from ${products} own where own.id = ${details.productId} and own.serial_value = ${details.serialValue} and own.year is not null)`,
    );

  const productRows = () =>
    db
      .select({
        id: products.id,
        kind: sql<DatedRow['kind']>`'product'`.as('kind'),
        title: sql<string>`${products.name}`.as('title'),
        number: sql<string>`${products.number}`.as('number'),
        serial: sql<number>`${products.serialValue}`.as('serial'),
        year: sql<number>`${products.year}`.as('year'),
      })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId));
  const detailRows = () =>
    db
      .select({
        id: details.id,
        kind: sql<DatedRow['kind']>`'detail'`.as('kind'),
        title: sql<string>`coalesce(${details.name}, ${detailTypes.name})`.as('title'),
        number: sql<string>`${details.number}`.as('number'),
        serial: sql<number>`${details.serialValue}`.as('serial'),
        year: sql<number>`${details.year}`.as('year'),
      })
      .from(details)
      .innerJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
      .innerJoin(detailTypes, eq(detailTypes.id, details.typeId));

  /** A run of numbers on an item table's columns. */
  const within = (value: typeof products.serialValue | typeof details.serialValue, from: number, to: number | null) =>
    and(gte(value, from), to === null ? undefined : lte(value, to));

  /** The stated year is outside what a run of numbers allows (see `tableSegments`). */
  const disagreement = (
    value: typeof products.serialValue | typeof details.serialValue,
    year: typeof products.year | typeof details.year,
    segments: readonly SerialSegment[],
  ): SQL => {
    const arms = segments.flatMap((s) => {
      const outside = or(s.low === null ? undefined : lt(year, s.low), s.high === null ? undefined : gt(year, s.high));
      if (!outside) return [];
      return [and(within(value, s.from, s.to), outside, s.alsoYears.length > 0 ? notInArray(year, [...s.alsoYears]) : undefined) as SQL];
    });
    return or(...arms) ?? sql`false`;
  };

  const disagreeingWhere = (scope: DatingScope, segments: readonly SerialSegment[]) => ({
    productWhere: and(productScope(scope), disagreement(products.serialValue, products.year, segments)),
    detailWhere: and(detailScope(scope), disagreement(details.serialValue, details.year, segments)),
  });
  const disagreeingRows = (scope: DatingScope, segments: readonly SerialSegment[]) => {
    const { productWhere, detailWhere } = disagreeingWhere(scope, segments);
    return productRows()
      .where(productWhere)
      .unionAll(detailRows().where(detailWhere))
      .orderBy(asc(sql`serial`), asc(sql`kind`), asc(sql`id`));
  };

  const numeric = (rows: { serial: unknown; year: unknown }[]) =>
    rows.map((r) => ({ ...r, serial: Number(r.serial), year: Number(r.year) })) as DatedRow[];

  return {
    /** Up to `limit` examples nearest to `serial` on one side (below: under it; above: it and over), nearest first. */
    async nearest(scope: DatingScope, serial: number, side: Side, limit: number): Promise<DatedRow[]> {
      const [p, d] = await Promise.all([
        productRows()
          .where(and(productScope(scope), side === 'below' ? lt(products.serialValue, serial) : gte(products.serialValue, serial)))
          .orderBy(...(side === 'below' ? [desc(products.serialValue), desc(products.id)] : [asc(products.serialValue), asc(products.id)]))
          .limit(limit),
        detailRows()
          .where(and(detailScope(scope), side === 'below' ? lt(details.serialValue, serial) : gte(details.serialValue, serial)))
          .orderBy(...(side === 'below' ? [desc(details.serialValue), desc(details.id)] : [asc(details.serialValue), asc(details.id)]))
          .limit(limit),
      ]);
      return numeric([...p, ...d])
        .sort((a, b) => Math.abs(a.serial - serial) - Math.abs(b.serial - serial) || a.id - b.id)
        .slice(0, limit);
    },

    /** The examples numbered from `from` to `to`, by number: at most `limit`, and whether there were more. */
    async inRun(scope: DatingScope, from: number, to: number, limit: number) {
      const [p, d] = await Promise.all([
        productRows()
          .where(and(productScope(scope), within(products.serialValue, from, to)))
          .orderBy(asc(products.serialValue), asc(products.id))
          .limit(limit + 1),
        detailRows()
          .where(and(detailScope(scope), within(details.serialValue, from, to)))
          .orderBy(asc(details.serialValue), asc(details.id))
          .limit(limit + 1),
      ]);
      const rows = numeric([...p, ...d]).sort((a, b) => a.serial - b.serial || a.id - b.id);
      return { rows: rows.slice(0, limit), truncated: rows.length > limit };
    },

    /** Examples whose stated year is outside what the segments allow, by number, paged, and how many in all. */
    async disagreeing(scope: DatingScope, segments: readonly SerialSegment[], page: number, size: number) {
      const { productWhere, detailWhere } = disagreeingWhere(scope, segments);
      const [rows, [productCount], [detailCount]] = await Promise.all([
        disagreeingRows(scope, segments)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: count() })
          .from(products)
          .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
          .where(productWhere),
        db
          .select({ n: count() })
          .from(details)
          .innerJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
          .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
          .where(detailWhere),
      ]);
      return { rows: numeric(rows), total: (productCount?.n ?? 0) + (detailCount?.n ?? 0) };
    },

    /** Every example whose stated year is outside what the segments allow, by number (the contradictions' candidates). */
    async allDisagreeing(scope: DatingScope, segments: readonly SerialSegment[]) {
      return numeric(await disagreeingRows(scope, segments));
    },

    /** Every example numbered within one of the runs (both ends inclusive), by number: the neighbours of the candidates. */
    async inRuns(scope: DatingScope, runs: readonly { from: number; to: number }[]) {
      if (runs.length === 0) return [];
      const inAny = (value: typeof products.serialValue | typeof details.serialValue) =>
        or(...runs.map((run) => within(value, run.from, run.to)));
      const [p, d] = await Promise.all([
        productRows().where(and(productScope(scope), inAny(products.serialValue))),
        detailRows().where(and(detailScope(scope), inAny(details.serialValue))),
      ]);
      return numeric([...p, ...d]).sort((a, b) => a.serial - b.serial || a.id - b.id);
    },
  };
}
export type DatingRepository = ReturnType<typeof createDatingRepository>;
