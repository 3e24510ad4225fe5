import { type ExportQuery, type ExportRecordDto, type Locale, localisedPath, nameIn, pickRecorded } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { photoViewerOf } from '../../lib/photo-viewer';
import { htmlToText } from '../../lib/text';
import { currentLocale } from '../../texts';
import { photosByItem } from '../catalogue/cards';
import { hasDetailOnlyFilter, hasProductOnlyFilter, type ItemKind } from '../catalogue/item-query';
import type { WriteLimitsService } from '../limits/write-limits.service';
import { type PhotoFileRow, SERVER_URLS, toPhotoRef } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import type { ExportItemRow, ExportRepository } from './export.repository';
import { exportStream } from './export-format';

/** A stamp's names, as a record lists it in its language. */
type NamedStamp = { name: string; nameEn: string | null };

/** Items a batch reads: a few hundred rows with their photos and stamps stay well under a megabyte. */
export const EXPORT_BATCH_SIZE = 500;

const PATHS: Record<ItemKind, string> = { product: 'products', detail: 'details' };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One exported record from its row, its photos and stamps, in `locale`; `absolute` makes its links
 * absolute. The import reads a catalogue record through it too, so its cells are the export's (issue 50).
 */
export function toExportRecord(
  absolute: (path: string) => string,
  kind: ItemKind,
  row: ExportItemRow,
  photos: readonly PhotoFileRow[],
  stamps: readonly NamedStamp[],
  locale: Locale,
): ExportRecordDto {
  return {
    kind,
    id: row.id,
    url: absolute(localisedPath(locale, `/${PATHS[kind]}/${row.id}`)),
    name: row.name,
    number: row.number,
    year: row.year,
    belongsTo: row.belongsTo,
    // Reference names in the export's language: English ones where they exist (ADR 082); the import reads both.
    manufacturer: row.manufacturer && nameIn(locale, { name: row.manufacturer, nameEn: row.manufacturerEn }),
    type: row.type && nameIn(locale, { name: row.type, nameEn: row.typeEn }),
    subtype: row.subtype && nameIn(locale, { name: row.subtype, nameEn: row.subtypeEn }),
    partOf: row.partOfId === null ? null : { id: row.partOfId, name: row.partOfName ?? '' },
    stamps: stamps.map((stamp) => nameIn(locale, stamp)),
    description: row.description === null ? null : htmlToText(row.description),
    source: row.source,
    nameEn: row.nameEn,
    descriptionEn: row.descriptionEn === null ? null : htmlToText(row.descriptionEn),
    ...pickRecorded(row),
    photos: photos.map((photo) => ({
      id: photo.id,
      url: absolute(toPhotoRef(SERVER_URLS)(photo).url),
      credit: photo.credit,
      licence: photo.licence,
    })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The export of a search (`GET /export`): every matching product, then every matching detail,
 * each by id, read in keyset batches and streamed, so the memory it takes does not grow with the
 * catalogue. Photos are the ones the caller may see (published only, for anonymous callers).
 * A signed-in caller has an hourly budget of exports (anonymous ones are limited per IP by the route).
 */
export function createExportService(deps: {
  exports: ExportRepository;
  photos: PhotosRepository;
  limits: Pick<WriteLimitsService, 'exportStart'>;
  publicUrl: string;
  batchSize?: number;
}) {
  const batchSize = deps.batchSize ?? EXPORT_BATCH_SIZE;
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  async function* recordsOf(kind: ItemKind, actor: Actor | null, query: ExportQuery, locale: Locale): AsyncGenerator<ExportRecordDto> {
    const viewer = photoViewerOf(actor);
    for (let afterId = 0; ; ) {
      const rows = await deps.exports.batch(kind, query, afterId, batchSize);
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      const [photos, stamps] = await Promise.all([
        deps.photos.photosOfItems(kind, ids, viewer),
        kind === 'detail' ? deps.exports.stampsOf(ids) : Promise.resolve([]),
      ]);
      const photosOf = photosByItem(photos);
      const stampsOf = new Map<number, NamedStamp[]>();
      for (const stamp of stamps) stampsOf.set(stamp.itemId, [...(stampsOf.get(stamp.itemId) ?? []), stamp]);
      for (const row of rows) yield toExportRecord(absolute, kind, row, photosOf.get(row.id) ?? [], stampsOf.get(row.id) ?? [], locale);
      if (rows.length < batchSize) return;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
  }

  /**
   * The matching records, products first; pulled batch by batch as the consumer asks. Each links to
   * its page in `locale` (English under /en), by default the request's, read when the export starts.
   */
  async function* records(actor: Actor | null, query: ExportQuery, locale: Locale = currentLocale()): AsyncGenerator<ExportRecordDto> {
    if (query.searchType !== 'details' && !hasDetailOnlyFilter(query)) yield* recordsOf('product', actor, query, locale);
    if (query.searchType !== 'products' && !hasProductOnlyFilter(query)) yield* recordsOf('detail', actor, query, locale);
  }

  return {
    records,

    /** The file to send: its stream, type and a name like `museum-export-2026-11-23.csv`; counted against the caller's budget. */
    async file(actor: Actor | null, query: ExportQuery, today: Date) {
      if (actor) await deps.limits.exportStart(actor);
      const format = query.format;
      const locale = query.lang ?? currentLocale();
      return {
        fileName: `museum-export-${today.toISOString().slice(0, 10)}.${format}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        stream: exportStream(format, records(actor, query, locale), locale),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
