import { CARD_EXCERPT_MAX, CARD_PHOTOS_MAX, type ItemCardDto, type NamedRefDto, type Page, RESULT_WINDOW } from '@museum/contract';
import { Invalid } from '../../lib/errors';
import { plainTextExcerpt } from '../../lib/text';
import { exactTotal, settleTotal, type Total } from '../../lib/totals';
import { type PhotoFileRow, type PhotoUrls, toPhotoRef } from '../photos/photo-mapping';
import type { ItemPhotoRow } from '../photos/photos.repository';
import type { ItemCardRow } from './item-search.repository';

/** `{id, name, nameEn}` from joined columns, or null when nothing is joined. */
export const namedRef = (id: number | null, name: string | null, nameEn: string | null): NamedRefDto | null =>
  id === null || name === null ? null : { id, name, nameEn };

/** Groups photo rows by item id, keeping their order. */
export function photosByItem(rows: readonly ItemPhotoRow[]): Map<number, PhotoFileRow[]> {
  const byItem = new Map<number, PhotoFileRow[]>();
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push(row);
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** A search card: plain-text excerpts of the descriptions (Russian and English), at most 16 photos. */
export function toItemCard(kind: 'product' | 'detail', row: ItemCardRow, photos: readonly PhotoFileRow[], urls: PhotoUrls): ItemCardDto {
  return {
    id: row.id,
    kind,
    name: row.name,
    number: row.number,
    year: row.year,
    belongsTo: row.belongsTo,
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName, row.manufacturerNameEn),
    type: namedRef(row.typeId, row.typeName, row.typeNameEn),
    description: plainTextExcerpt(row.description, CARD_EXCERPT_MAX),
    nameEn: row.nameEn,
    descriptionEn: plainTextExcerpt(row.descriptionEn, CARD_EXCERPT_MAX),
    source: row.source,
    condition: row.condition,
    photos: photos.slice(0, CARD_PHOTOS_MAX).map(toPhotoRef(urls)),
  };
}

/**
 * A page answer from rows and the total (a plain number is an exact count). Past an inexact
 * total, pages stop at RESULT_WINDOW rows: deeper ones are refused (see assertInResultWindow).
 */
export function pageAnswer<T>(content: T[], total: number | Total, page: number, size: number): Page<T> {
  const { value, kind } = settleTotal(typeof total === 'number' ? exactTotal(total) : total, page * size, content.length, size);
  const pages = Math.ceil(value / size);
  return {
    content,
    totalElements: value,
    totalKind: kind,
    totalPages: kind === 'exact' ? pages : Math.min(pages, Math.ceil(RESULT_WINDOW / size)),
    number: page,
    size,
  };
}

/** The total of a page whose caller asked for none (`total=none`): the rows up to this page. */
export const uncountedTotal = (offset: number, rows: number): Total => ({ value: offset + rows, kind: 'none' });

/**
 * Catalogue searches page no deeper than RESULT_WINDOW rows: an exact count is never larger, and
 * past it offset paging would read every match before the page (ADR 022).
 */
export function assertInResultWindow(page: number, size: number): void {
  if (page * size >= RESULT_WINDOW) throw new Invalid((t) => t.resultWindow(RESULT_WINDOW), 'RESULT_WINDOW_EXCEEDED');
}
