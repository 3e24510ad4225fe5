import {
  type CollectionColumnKey,
  type CollectionExportQuery,
  type CollectionItemDto,
  collectionColumnsIn,
  conditionName,
  EXPORT_KIND_LABELS,
  type Locale,
  localisedPath,
  nameIn,
  purposeName,
  XLSX_TYPE,
} from '@museum/contract';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { htmlToText } from '../../lib/text';
import { currentLocale } from '../../texts';
import type { CollectionService } from './collection.service';

/** A cell of the sheet: text, or a number where the record holds one (year, price, insured value). */
type Cell = string | number;

/**
 * One record's cells in `locale`, in the columns' order: names of the vocabulary in that language
 * where they have one (the import reads either), a purpose and a condition by their names, stamps
 * joined by «; », descriptions as text, the gun it belongs to as the catalogue's page or its own
 * record's name and number, the private fields as stored.
 */
export function collectionRow(item: CollectionItemDto, locale: Locale, publicUrl: string): Cell[] {
  const named = (ref: { name: string; nameEn?: string | null } | null) => (ref ? nameIn(locale, ref) : '');
  const cell = (key: CollectionColumnKey): Cell | null => {
    switch (key) {
      case 'kind':
        return EXPORT_KIND_LABELS[locale][item.kind];
      case 'belongsTo':
        return item.belongsTo && purposeName(locale, item.belongsTo);
      case 'condition':
        return item.condition && conditionName(locale, item.condition);
      case 'manufacturer':
      case 'type':
      case 'subtype':
        return named(item[key]);
      case 'stamps':
        return item.stamps.map((stamp) => nameIn(locale, stamp)).join('; ');
      case 'partOf':
        if (!item.partOf) return null;
        return item.partOf.kind === 'product'
          ? `${publicUrl}${localisedPath(locale, `/products/${item.partOf.id}`)}`
          : `${item.partOf.name ?? ''} (№${item.partOf.id})`;
      case 'description':
      case 'descriptionEn':
        return item[key] && htmlToText(item[key]);
      default:
        return item[key];
    }
  };
  return collectionColumnsIn(locale).map(([key]) => cell(key) ?? '');
}

/**
 * The owner's collection as a spreadsheet (issue 54 point 1): every record in the columns of the
 * catalogue's export (so the import machinery reads it) plus the private fields; CSV as Excel opens
 * it (a byte-order mark, CRLF, formulas defused) or an XLSX workbook by write-excel-file.
 */
export function createCollectionSpreadsheet(deps: { collection: Pick<CollectionService, 'everything'>; clock: Clock; publicUrl: string }) {
  return {
    async file(actor: Actor | null, query: CollectionExportQuery) {
      const records = await deps.collection.everything(actor);
      const locale = query.lang ?? currentLocale();
      const header = collectionColumnsIn(locale).map(([, label]) => label);
      const rows = records.map((item) => collectionRow(item, locale, deps.publicUrl));
      const day = deps.clock.now().toISOString().slice(0, 10);
      if (query.format === 'csv') {
        const body = stringify([header, ...rows], {
          bom: true,
          record_delimiter: 'windows',
          quote_record_delimiter: true,
          escape_formulas: true,
        });
        return { contentType: 'text/csv; charset=utf-8', fileName: `collection-${day}.csv`, body };
      }
      const sheet = [
        header.map((value) => ({ value, fontWeight: 'bold' as const })),
        ...rows.map((row) => row.map((value) => ({ value }))),
      ];
      const body = await writeXlsxFile(sheet, { columns: header.map((label) => ({ width: Math.max(12, label.length + 2) })) }).toBuffer();
      return { contentType: XLSX_TYPE, fileName: `collection-${day}.xlsx`, body };
    },
  };
}
