import { pipeline, Readable } from 'node:stream';
import { EXPORT_CSV_COLUMNS, type ExportRecordDto, PHOTO_LICENCE_LABELS, PHOTO_LICENCE_UNKNOWN_LABEL } from '@museum/contract';
import { stringify } from 'csv-stringify';

const KIND_LABELS = { product: 'изделие', detail: 'деталь' } as const;

/** A photo in one CSV cell line: «URL | licence | credit». */
const photoCell = (photo: ExportRecordDto['photos'][number]) =>
  [photo.url, photo.licence ? PHOTO_LICENCE_LABELS[photo.licence] : PHOTO_LICENCE_UNKNOWN_LABEL, photo.credit ?? '']
    .join(' | ')
    .replace(/ \| $/, '');

/** One CSV row: lists joined (stamps by «; », photos one per line), empty cells for nulls. */
export function csvRow(record: ExportRecordDto): (string | number)[] {
  return EXPORT_CSV_COLUMNS.map(([key]) => {
    switch (key) {
      case 'kind':
        return KIND_LABELS[record.kind];
      case 'partOf':
        return record.partOf ? `${record.partOf.name} (№${record.partOf.id})` : '';
      case 'stamps':
        return record.stamps.join('; ');
      case 'photos':
        return record.photos.map(photoCell).join('\n');
      default:
        return record[key] ?? '';
    }
  });
}

async function* mapEach<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}

/**
 * The export file as a stream: CSV (a byte-order mark, the Russian header row, RFC 4180
 * quoting by csv-stringify, CRLF as Excel writes) or JSON Lines. It pulls records only as fast
 * as the client reads; destroying it (the client went away) ends the records' generator.
 */
export function exportStream(format: 'csv' | 'jsonl', records: AsyncIterable<ExportRecordDto>): Readable {
  if (format === 'jsonl')
    return Readable.from(
      mapEach(records, (record) => `${JSON.stringify(record)}\n`),
      { objectMode: false },
    );
  const csv = stringify({ header: true, columns: EXPORT_CSV_COLUMNS.map(([, label]) => label), bom: true, record_delimiter: 'windows' });
  return pipeline(Readable.from(mapEach(records, csvRow)), csv, () => {
    // Errors reach the client as a cut-off download; the pipeline has destroyed both streams.
  });
}
