import {
  CARD_EXCERPT_MAX,
  type ItemCardDto,
  type Page,
  type RegionCropDto,
  STAMP_KEY_CROPS,
  type StampDto,
  type StampItemsQuery,
  type StampListQuery,
  type StampPageDto,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { photoViewerOf } from '../../lib/photo-viewer';
import { plainTextExcerpt } from '../../lib/text';
import { exactTotal } from '../../lib/totals';
import { namedRef, pageAnswer, photosByItem } from '../catalogue/cards';
import type { DetailsService } from '../details/details.service';
import { type PhotoUrls, toItemPhoto, toPhotoRef } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import type { ProductsService } from '../products/products.service';
import { toCropImage } from '../regions/region-crop-mapping';
import type { RegionsRepository } from '../regions/regions.repository';
import { conflictOf, matchesQuery, seenOf } from './stamp-evidence';
import type { StampsRepository } from './stamps.repository';

type StampWithMaker = NonNullable<Awaited<ReturnType<StampsRepository['find']>>>;
const BY_ID = { field: 'id', dir: 'asc' } as const;

/** The columns every stamp answer shares. */
const stampFields = ({ stamp, manufacturerName, manufacturerNameEn }: StampWithMaker) => ({
  id: stamp.id,
  name: stamp.name,
  nameEn: stamp.nameEn,
  kind: stamp.kind,
  manufacturer: namedRef(stamp.manufacturerId, manufacturerName, manufacturerNameEn),
  yearFrom: stamp.yearFrom,
  yearTo: stamp.yearTo,
});

/** Sums counts that came from products and from details under one key, most items first. */
function merged<K, T extends { items: number }>(rows: readonly T[], keyOf: (row: T) => K): T[] {
  const byKey = new Map<K, T>();
  for (const row of rows) {
    const seen = byKey.get(keyOf(row));
    byKey.set(keyOf(row), seen ? { ...seen, items: seen.items + row.items } : row);
  }
  return [...byKey.values()].sort((a, b) => b.items - a.items);
}

/** Reads of stamps: the list, a stamp's page and the items that bear it (ADR 061). */
export function createStampReads(deps: {
  stamps: StampsRepository;
  photos: PhotosRepository;
  regions: Pick<RegionsRepository, 'ofStamps'>;
  urls: PhotoUrls;
  products: Pick<ProductsService, 'cards'>;
  details: Pick<DetailsService, 'cards'>;
}) {
  const { stamps, photos, urls } = deps;

  /** Each stamp's first crops, one per photo, for the visual key to set side by side (issue 51). */
  async function keyCrops(stampIds: readonly number[]): Promise<Map<number, RegionCropDto[]>> {
    const crops = new Map<number, RegionCropDto[]>();
    for (const { region, photoPublished } of await deps.regions.ofStamps(stampIds)) {
      const { id, photoId, stampId, x, y, width, height, note } = region;
      const crop = toCropImage(urls, region, photoPublished);
      if (stampId === null || !crop) continue;
      const shown = crops.get(stampId) ?? [];
      if (shown.length >= STAMP_KEY_CROPS || shown.some((other) => other.photoId === photoId)) continue;
      crops.set(stampId, [...shown, { id, photoId, x, y, width, height, note, crop, struckOn: [] }]);
    }
    return crops;
  }

  return {
    /**
     * The stamps that pass the visual key's filters, each with its first visible image, how many
     * items bear it, the years of the dated ones and whether those contradict its own (issue 51);
     * descriptions cut to excerpts.
     */
    async list(actor: Actor | null, query: StampListQuery = {}): Promise<StampDto[]> {
      const all = await stamps.list();
      const [counts, spans, parts] = await Promise.all([stamps.bearingCounts(), stamps.seenSpans(), stamps.partTypes()]);
      const rows = all.flatMap((row) => {
        const seen = seenOf(spans.get(row.stamp.id));
        const conflict = conflictOf(row.stamp, seen);
        const facts = {
          ...row.stamp,
          makerId: row.stamp.manufacturerId,
          seen,
          conflict,
          parts: parts.get(row.stamp.id) ?? new Set<number>(),
        };
        return matchesQuery(facts, query) ? [{ row, seen, conflict }] : [];
      });
      const ids = rows.map(({ row }) => row.stamp.id);
      const [photoRows, crops] = await Promise.all([photos.photosOfItems('stamp', ids, photoViewerOf(actor), 1), keyCrops(ids)]);
      const firstPhoto = photosByItem(photoRows);
      return rows.map(({ row, seen, conflict }) => {
        const photo = firstPhoto.get(row.stamp.id)?.[0];
        return {
          ...stampFields(row),
          description: plainTextExcerpt(row.stamp.description, CARD_EXCERPT_MAX),
          image: photo ? toPhotoRef(urls)(photo) : null,
          bearing: counts.get(row.stamp.id) ?? { products: 0, details: 0 },
          seen,
          crops: crops.get(row.stamp.id) ?? [],
          conflict,
        };
      });
    },

    /** A stamp's page: its meaning, images, and the years and makers of the items that bear it. */
    async page(actor: Actor | null, id: number): Promise<StampPageDto> {
      const row = await stamps.find(id);
      if (!row) throw new NotFound((t) => t.stampNotFound);
      const [bearing, spans, years, makers, photoRows] = await Promise.all([
        stamps.bearing(id),
        stamps.seenSpans(id),
        stamps.seenYears(id),
        stamps.seenMakers(id),
        photos.photosOfItems('stamp', [id], photoViewerOf(actor)),
      ]);
      const seen = seenOf(spans.get(id));
      return {
        ...stampFields(row),
        description: row.stamp.description,
        bearing,
        seen,
        conflict: conflictOf(row.stamp, seen),
        images: photoRows.map((photo) => ({ source: 'photo' as const, photo: toItemPhoto(urls)(photo) })),
        seenYears: merged(
          years.flatMap(({ year, items }) => (year === null ? [] : [{ year, items }])),
          (y) => y.year,
        ),
        seenMakers: merged(makers, (m) => m.id),
      };
    },

    /** The items bearing a stamp, a page: its products first, then its details, each by id. */
    async items(actor: Actor | null, id: number, query: StampItemsQuery): Promise<Page<ItemCardDto>> {
      if (!(await stamps.find(id))) throw new NotFound((t) => t.stampNotFound);
      const bearing = await stamps.bearing(id);
      const offset = query.page * query.size;
      const productIds = offset < bearing.products ? await stamps.productIds(id, offset, query.size) : [];
      const detailOffset = Math.max(0, offset - bearing.products);
      const detailIds = await stamps.detailIds(id, detailOffset, query.size - productIds.length);
      const byIds = (ids: number[]) => ({ total: exactTotal(ids.length), orderedIds: ids });
      const content = [
        ...(await deps.products.cards(actor, {}, BY_ID, 0, productIds.length, byIds(productIds))),
        ...(await deps.details.cards(actor, {}, BY_ID, 0, detailIds.length, byIds(detailIds))),
      ];
      return pageAnswer(content, bearing.products + bearing.details, query.page, query.size);
    },
  };
}
export type StampReads = ReturnType<typeof createStampReads>;
