import type { ImportDecisionDto, ImportResultDto } from '@museum/contract';
import { and, eq, gt, inArray, isNull, lt, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  detailSubtypes,
  details,
  detailTypes,
  importProposals,
  imports,
  manufacturers,
  products,
  revisions,
  stamps,
} from '../../db/schema';
import { type CatalogueKnowledge, type CatalogueProductNumber, nameKey } from './import-check';

export type ImportRow = typeof imports.$inferSelect;

type RecordKind = 'product' | 'detail';
const REVISION_ENTITY = { product: 'PRODUCT', detail: 'DETAIL' } as const;

/** Rows grouped by their number key, the key left out of each. */
function byKey<T extends { key: string | null }>(rows: readonly T[]): Map<string, Omit<T, 'key'>[]> {
  const found = new Map<string, Omit<T, 'key'>[]>();
  for (const { key, ...row } of rows) if (key) found.set(key, [...(found.get(key) ?? []), row]);
  return found;
}

/** Previewed imports, the catalogue's names a preview checks against, and the proposals an import made. */
export function createImportsRepository(db: Executor) {
  /** The catalogue's products carrying one of these number keys, with their makers, by key (ADR 078: only products repeat a number). */
  async function numberedProducts(keys: readonly string[], tx: Executor = db): Promise<Map<string, CatalogueProductNumber[]>> {
    if (keys.length === 0) return new Map();
    const rows = await tx
      .select({ key: products.serialKey, id: products.id, makerId: products.manufacturerId })
      .from(products)
      .where(inArray(products.serialKey, [...keys]));
    return byKey(rows);
  }

  /** The catalogue's details carrying one of these number keys, with their types, by key: a row may name one by kind and number. */
  async function numberedDetails(keys: readonly string[], tx: Executor = db) {
    if (keys.length === 0) return new Map<string, { id: number; typeId: number }[]>();
    const rows = await tx
      .select({ key: details.serialKey, id: details.id, typeId: details.typeId })
      .from(details)
      .where(inArray(details.serialKey, [...keys]));
    return byKey(rows);
  }

  /** Which of these records exist, locked for the rest of the transaction when `lock` (a submit's check then holds until it writes). */
  const existing = (entity: RecordKind, ids: number[], tx: Executor, lock: boolean) => {
    const table = entity === 'product' ? products : details;
    const query = tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    return lock ? query.for('update') : query;
  };

  return {
    numberedProducts,

    /**
     * Each record's version, by `kind:id`: the id of its latest revision (every write records one;
     * 0 for none yet); a record that does not exist is absent. With `lock`, the records are locked first.
     */
    async versions(records: readonly { entity: RecordKind; id: number }[], tx: Executor = db, lock = false): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (const entity of ['product', 'detail'] as const) {
        const ids = [...new Set(records.filter((record) => record.entity === entity).map(({ id }) => id))];
        if (ids.length === 0) continue;
        for (const { id } of await existing(entity, ids, tx, lock)) found.set(`${entity}:${id}`, 0);
        const latest = await tx
          .select({ id: revisions.entityId, version: max(revisions.id) })
          .from(revisions)
          .where(and(eq(revisions.entityType, REVISION_ENTITY[entity]), inArray(revisions.entityId, ids)))
          .groupBy(revisions.entityId);
        for (const { id, version } of latest) if (found.has(`${entity}:${id}`)) found.set(`${entity}:${id}`, version ?? 0);
      }
      return found;
    },

    /** The reference names (all: they are short lists), and which of the file's numbers and products the catalogue has. */
    async knowledge(
      refs: { serialKeys: string[]; productIds: number[]; detailIds: number[] },
      tx: Executor = db,
    ): Promise<CatalogueKnowledge> {
      const [makers, types, subtypes, stampRows] = await Promise.all([
        tx.select({ id: manufacturers.id, name: manufacturers.name, nameEn: manufacturers.nameEn }).from(manufacturers),
        tx.select({ id: detailTypes.id, name: detailTypes.name, nameEn: detailTypes.nameEn }).from(detailTypes),
        tx
          .select({ id: detailSubtypes.id, name: detailSubtypes.name, nameEn: detailSubtypes.nameEn, typeId: detailSubtypes.typeId })
          .from(detailSubtypes),
        tx.select({ id: stamps.id, name: stamps.name, nameEn: stamps.nameEn }).from(stamps),
      ]);
      const numbered = await numberedProducts(refs.serialKeys, tx);
      const numberedParts = await numberedDetails(refs.serialKeys, tx);
      const found =
        refs.productIds.length > 0 ? await tx.select({ id: products.id }).from(products).where(inArray(products.id, refs.productIds)) : [];
      const foundParts =
        refs.detailIds.length > 0 ? await tx.select({ id: details.id }).from(details).where(inArray(details.id, refs.detailIds)) : [];
      // A file names reference entries as an export in either language does: by the name or the English name (ADR 082).
      const namesOf = (row: { name: string; nameEn: string | null }) => [row.name, ...(row.nameEn ? [row.nameEn] : [])].map(nameKey);
      const byName = (rows: { id: number; name: string; nameEn: string | null }[]) =>
        new Map(rows.flatMap((row) => namesOf(row).map((key) => [key, row.id] as const)));
      return {
        manufacturers: byName(makers),
        detailTypes: new Map(
          types.flatMap((type) => {
            const known = { id: type.id, subtypes: byName(subtypes.filter((s) => s.typeId === type.id)) };
            return namesOf(type).map((key) => [key, known] as const);
          }),
        ),
        stamps: byName(stampRows),
        products: new Set(found.map((row) => row.id)),
        details: new Set(foundParts.map((row) => row.id)),
        numberedProducts: numbered,
        numberedDetails: numberedParts,
      };
    },

    async insert(values: typeof imports.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(imports).values(values);
    },

    /** An import of `ownerId` not yet lapsed at `at`, or undefined. */
    async find(id: string, ownerId: number, at: Date, tx: Executor = db): Promise<ImportRow | undefined> {
      const [row] = await tx
        .select()
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.ownerId, ownerId), gt(imports.expiresAt, at)));
      return row;
    },

    /** Marks an import submitted unless it already was: false for the second of two submits (the row lock makes it wait). */
    async claim(id: string, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(imports)
        .set({ submittedAt: at })
        .where(and(eq(imports.id, id), isNull(imports.submittedAt)))
        .returning({ id: imports.id });
      return rows.length > 0;
    },

    /** Keeps the submit's answer with the import, for a repeated submit. */
    async keepResult(id: string, result: ImportResultDto, tx: Executor = db): Promise<void> {
      await tx.update(imports).set({ result }).where(eq(imports.id, id));
    },

    /** The moderators' batch decision on the import's proposals, kept for a repeated approve or reject. */
    async keepDecision(id: string, decision: ImportDecisionDto, tx: Executor = db): Promise<void> {
      await tx.update(imports).set({ decision }).where(eq(imports.id, id));
    },

    /** The batch decision kept with an import, if any. */
    async decision(id: string, tx: Executor = db): Promise<ImportDecisionDto | null> {
      const [row] = await tx.select({ decision: imports.decision }).from(imports).where(eq(imports.id, id));
      return row?.decision ?? null;
    },

    /** Tags change requests with the import and line that proposed them, in one statement. */
    async addProposals(values: readonly (typeof importProposals.$inferInsert)[], tx: Executor = db): Promise<void> {
      if (values.length > 0) await tx.insert(importProposals).values([...values]);
    },

    /** The change requests an import proposed, by line. */
    proposals: (importId: string, tx: Executor = db) =>
      tx.select().from(importProposals).where(eq(importProposals.importId, importId)).orderBy(importProposals.line),

    /** Forgets the previews that lapsed unsubmitted before `at`. */
    async sweep(at: Date, tx: Executor = db): Promise<void> {
      await tx.delete(imports).where(and(lt(imports.expiresAt, at), isNull(imports.submittedAt)));
    },
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
