import { pipeline, Readable } from 'node:stream';
import {
  conditionName,
  EXPORT_CSV_COLUMNS_IN,
  EXPORT_KIND_LABELS,
  type ExportRecordDto,
  type Locale,
  PHOTO_LICENCE_TEXTS,
  purposeName,
} from '@museum/contract';
import { type Options, stringify } from 'csv-stringify';
import { currentLocale } from '../../texts';

/** A photo in one CSV cell line: «URL | licence | credit». */
const photoCell = (photo: ExportRecordDto['photos'][number], locale: Locale) => {
  const licences = PHOTO_LICENCE_TEXTS[locale];
  return [photo.url, photo.licence ? licences.labels[photo.licence] : licences.unknown, photo.credit ?? '']
    .join(' | ')
    .replace(/ \| $/, '');
};

/**
 * One CSV row in a language (the request's): lists joined (stamps by «; », photos one per line), empty
 * cells for nulls; a purpose and a condition by their names in that language (the import reads them
 * in any), as the pages name them (issue 52). JSON Lines keep the stored values.
 */
export function csvRow(record: ExportRecordDto, locale: Locale = 'ru'): (string | number)[] {
  return EXPORT_CSV_COLUMNS_IN[locale].map(([key]) => {
    switch (key) {
      case 'kind':
        return EXPORT_KIND_LABELS[locale][record.kind];
      case 'belongsTo':
        return record.belongsTo ? purposeName(locale, record.belongsTo) : '';
      case 'condition':
        return record.condition ? conditionName(locale, record.condition) : '';
      case 'partOf':
        return record.partOf ? `${record.partOf.name} (№${record.partOf.id})` : '';
      case 'stamps':
        return record.stamps.join('; ');
      case 'photos':
        return record.photos.map((photo) => photoCell(photo, locale)).join('\n');
      default:
        return record[key] ?? '';
    }
  });
}

async function* mapEach<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}

/**
 * CSV as Excel reads it: a byte-order mark, the header row, CRLF between records, and
 * RFC 4180 quoting by csv-stringify of every field holding a separator, a quote or any line break.
 * With a record delimiter given, csv-stringify quotes only fields holding that delimiter (CRLF)
 * unless `quote_record_delimiter` is set, and a bare LF (photos, one a line) would split the record.
 * The header and the words in cells are in the request's language.
 * A cell that a spreadsheet would run as a formula (OWASP: `= + - @`, tab, CR first) gets a `'`.
 */
const csvOptions = (locale: Locale): Options => ({
  header: true,
  columns: EXPORT_CSV_COLUMNS_IN[locale].map(([, label]) => label),
  bom: true,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  escape_formulas: true,
});

/**
 * The export file as a stream: CSV (see `csvOptions`) or JSON Lines. It pulls records only as
 * fast as the client reads; destroying it (the client went away) ends the records' generator.
 */
export function exportStream(format: 'csv' | 'jsonl', records: AsyncIterable<ExportRecordDto>, locale: Locale = currentLocale()): Readable {
  if (format === 'jsonl')
    return Readable.from(
      mapEach(records, (record) => `${JSON.stringify(record)}\n`),
      { objectMode: false },
    );
  return pipeline(Readable.from(mapEach(records, (record) => csvRow(record, locale))), stringify(csvOptions(locale)), () => {
    // Errors reach the client as a cut-off download; the pipeline has destroyed both streams.
  });
}
