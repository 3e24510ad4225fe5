import type { Locale } from '@museum/contract';
import type { ExportRepository } from '../export/export.repository';
import { toExportRecord } from '../export/export.service';
import { type CatalogueKnowledge, entityOfKind } from './import-check';
import type { SheetRow } from './import-sheet';
import { recordCells, recordNamed } from './import-updates';

/** A catalogue record a row names: its kind and id, its cells as the export writes them, and its stored row (the raw rich text). */
export type NamedRecord = { entity: 'product' | 'detail'; id: number; cells: SheetRow['cells']; stored: Readonly<Record<string, unknown>> };

/**
 * The records the file's rows name (issue 50, point 5), read as the export reads them, by line; and
 * the products those records are part of (they exist: a row left without «Входит в» keeps the record's).
 */
export async function namedRecords(
  exports: Pick<ExportRepository, 'byIds' | 'stampsOf'>,
  rows: readonly SheetRow[],
  known: CatalogueKnowledge,
  locale: Locale,
): Promise<{ byLine: Map<number, NamedRecord>; parents: number[] }> {
  const wanted = rows.flatMap(({ line, cells }) => {
    const entity = entityOfKind(cells.kind);
    const id = entity && recordNamed(entity, cells, known);
    return entity && id ? [{ line, entity, id }] : [];
  });
  const loaded = new Map<string, NamedRecord>();
  const parents: number[] = [];
  for (const entity of ['product', 'detail'] as const) {
    const ids = [...new Set(wanted.filter((w) => w.entity === entity).map((w) => w.id))];
    const [found, stamps] = await Promise.all([exports.byIds(entity, ids), entity === 'detail' ? exports.stampsOf(ids) : []]);
    const stampsOf = new Map<number, typeof stamps>();
    for (const stamp of stamps) stampsOf.set(stamp.itemId, [...(stampsOf.get(stamp.itemId) ?? []), stamp]);
    for (const row of found) {
      const record = toExportRecord((path) => path, entity, row, [], stampsOf.get(row.id) ?? [], locale);
      loaded.set(`${entity}:${row.id}`, { entity, id: row.id, cells: recordCells(record, locale), stored: row });
      if (row.partOfId !== null) parents.push(row.partOfId);
    }
  }
  const byLine = new Map(
    wanted.flatMap(({ line, entity, id }) => {
      const record = loaded.get(`${entity}:${id}`);
      return record ? [[line, record] as const] : [];
    }),
  );
  return { byLine, parents };
}
