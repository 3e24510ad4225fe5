import {
  DetailWrite,
  EXPORT_CSV_COLUMNS_IN,
  type ExportRecordDto,
  type FieldDescription,
  type ImportChangeDto,
  ITEM_FIELDS,
  type Locale,
  ProductWrite,
  serialKeyOf,
} from '@museum/contract';
import { csvRow } from '../export/export-format';
import { type CatalogueKnowledge, type CheckedRow, catalogueRepeats, checkRows, nameKey, type RowWrite, recordIdOf } from './import-check';
import type { SheetRow } from './import-sheet';

type Entity = 'product' | 'detail';
const FIELDS = { product: ITEM_FIELDS.PRODUCT, detail: ITEM_FIELDS.DETAIL } as const;

/**
 * The catalogue's record a row names (issue 50, point 5): by «Номер записи» when a record of the
 * row's kind has that id; else, where exactly one record answers, by the number: a gun the number
 * rule would call a repeat of the row's (same maker, or a maker not known), a part of the row's
 * type with the same number (parts of one gun share its number, so the type tells them apart).
 */
export function recordNamed(entity: Entity, cells: SheetRow['cells'], known: CatalogueKnowledge): number | null {
  const own = recordIdOf(cells.id);
  if (own !== null && (entity === 'product' ? known.products : known.details).has(own)) return own;
  if (!cells.number) return null;
  const candidates =
    entity === 'product'
      ? catalogueRepeats(
          { number: cells.number, makerId: cells.manufacturer ? (known.manufacturers.get(nameKey(cells.manufacturer)) ?? null) : null },
          known.numberedProducts,
        )
      : (known.numberedDetails.get(serialKeyOf(cells.number)) ?? []).filter(
          ({ typeId }) => cells.type !== undefined && typeId === known.detailTypes.get(nameKey(cells.type))?.id,
        );
  return candidates.length === 1 ? (candidates[0]?.id ?? null) : null;
}

/** A record as the export writes it, cell by column (in `locale`): what a row naming it is compared with. */
export function recordCells(record: ExportRecordDto, locale: Locale): SheetRow['cells'] {
  const values = csvRow(record, locale);
  return Object.fromEntries(EXPORT_CSV_COLUMNS_IN[locale].map(([key], column) => [key, String(values[column] ?? '')]));
}

/** Two written values of a field, as the field's kind compares them: references by id, lists as sets. */
function same(field: FieldDescription, a: unknown, b: unknown): boolean {
  const ids = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).flatMap((ref) => (ref && typeof ref === 'object' && 'id' in ref ? [ref.id] : [])).sort();
  if (field.kind === 'ref' || field.kind === 'refList') return JSON.stringify(ids(a)) === JSON.stringify(ids(b));
  return (a ?? null) === (b ?? null);
}

/** A write as its schema reads it (trimmed, empty as null, years as numbers). */
const parsed = (write: RowWrite): Record<string, unknown> =>
  (write.entity === 'product' ? ProductWrite : DetailWrite).parse(write.payload) as Record<string, unknown>;

/**
 * The fields a row changes in its record, in the fields' order (their descriptions, ADR 052): the
 * record's write (`current`, read from its exported cells) against the row's, each shown by its
 * column's header in `locale` with the record's cell and the file's. Photos are not a column.
 */
export function fieldChanges(
  current: RowWrite,
  next: RowWrite,
  cells: { current: SheetRow['cells']; next: SheetRow['cells'] },
  locale: Locale,
): ImportChangeDto[] {
  const [before, after] = [parsed(current), parsed(next)];
  const headers = new Map<string, string>(EXPORT_CSV_COLUMNS_IN[locale]);
  return Object.entries(FIELDS[next.entity] as Readonly<Record<string, FieldDescription>>).flatMap(([key, field]) => {
    const column = field.exported;
    if (!column || column === 'photos' || !field.diff || same(field, before[key], after[key])) return [];
    return [{ field: column, label: headers.get(column) ?? column, before: cells.current[column] ?? '', after: cells.next[column] ?? '' }];
  });
}

/**
 * What an update keeps of its record: a rich text the export wrote as plain text and the row left
 * as it was keeps its HTML (`stored`, the record's own), so an unchanged description loses no markup.
 */
export function keepUnchangedRichText(
  write: RowWrite,
  changes: readonly ImportChangeDto[],
  stored: Readonly<Record<string, unknown>>,
): RowWrite {
  const changed = new Set(changes.map(({ field }) => field));
  const kept = Object.entries(FIELDS[write.entity] as Readonly<Record<string, FieldDescription>>).flatMap(([key, field]) =>
    field.kind === 'richText' && field.exported && !changed.has(field.exported) ? [[key, stored[field.stored] ?? null] as const] : [],
  );
  return { ...write, payload: { ...write.payload, ...Object.fromEntries(kept) } } as RowWrite;
}

/**
 * The photos a row brings that its record lacks (ADR 087), as a change of the photos' count
 * («Фотографии: 1 → 3»); none when it brings nothing new.
 */
export function photosChange(current: readonly number[], brought: readonly number[], locale: Locale): ImportChangeDto[] {
  const added = brought.filter((id) => !current.includes(id)).length;
  if (added === 0) return [];
  const label = EXPORT_CSV_COLUMNS_IN[locale].find(([key]) => key === 'photos')?.[1] ?? 'photos';
  return [{ field: 'photos', label, before: String(current.length), after: String(current.length + added) }];
}

/**
 * A checked row's action: a row naming a record is an update when a field differs from the record
 * (the record read through the same checks) or it brings photos the record lacks (ADR 087), else
 * «без изменений» and nothing to write.
 */
export function withAction(
  row: CheckedRow,
  record: { id: number; cells: SheetRow['cells']; stored: Readonly<Record<string, unknown>> } | undefined,
  known: CatalogueKnowledge,
  now: Date,
  cells: SheetRow['cells'],
  photos: { brought: readonly number[]; current: readonly number[] },
  locale: Locale,
) {
  if (!record) return { ...row, action: 'create' as const, recordId: null, changes: [] };
  const current = checkRows([{ line: row.line, cells: record.cells }], known, now, false, {
    recordIds: new Map([[row.line, record.id]]),
  })[0]?.write;
  if (!row.write || !current) return { ...row, action: 'update' as const, recordId: record.id, changes: [] };
  const changes = [
    ...fieldChanges(current, row.write, { current: record.cells, next: cells }, locale),
    ...photosChange(photos.current, photos.brought, locale),
  ];
  if (changes.length === 0) return { ...row, action: 'unchanged' as const, recordId: record.id, changes, write: null };
  return {
    ...row,
    action: 'update' as const,
    recordId: record.id,
    changes,
    write: keepUnchangedRichText(row.write, changes, record.stored),
  };
}
