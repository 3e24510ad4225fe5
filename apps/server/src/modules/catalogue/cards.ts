import {
  type BelongsTo,
  CARD_EXCERPT_MAX,
  CARD_PHOTOS_MAX,
  type ItemCardDto,
  type NamedRefDto,
  type Page,
  RESULT_WINDOW,
} from '@museum/contract';
import { Invalid } from '../../lib/errors';
import { plainTextExcerpt } from '../../lib/text';
import { exactTotal, settleTotal, type Total } from '../../lib/totals';
import { type PhotoFileRow, toPhotoRef } from '../photos/photo-mapping';
import type { ItemPhotoRow } from '../photos/photos.repository';

/** The columns a card is built from; products have no type. */
export interface ItemCardRow {
  id: number;
  name: string | null;
  number: string | null;
  year: number | null;
  belongsTo: BelongsTo | null;
  manufacturerId: number | null;
  manufacturerName: string | null;
  typeId: number | null;
  typeName: string | null;
  description: string | null;
  source: string | null;
}

/** Rows put in the order of `ids` (rows read by `id in (…)` come in any order). */
export function inIdOrder<T extends { id: number }>(rows: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `{id, name}` from a pair of joined columns, or null when nothing is joined. */
export const namedRef = (id: number | null, name: string | null): NamedRefDto | null =>
  id === null || name === null ? null : { id, name };

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

/** A search card: plain-text excerpt of the description, at most 16 photos. */
export function toItemCard(kind: 'product' | 'detail', row: ItemCardRow, photos: readonly PhotoFileRow[]): ItemCardDto {
  return {
    id: row.id,
    kind,
    name: row.name,
    number: row.number,
    year: row.year,
    belongsTo: row.belongsTo,
    manufacturer: namedRef(row.manufacturerId, row.manufacturerName),
    type: namedRef(row.typeId, row.typeName),
    description: plainTextExcerpt(row.description, CARD_EXCERPT_MAX),
    source: row.source,
    photos: photos.slice(0, CARD_PHOTOS_MAX).map(toPhotoRef),
  };
}

/** Cards for a page of rows, with their photos from one grouped query. */
export function toItemCards(kind: 'product' | 'detail', rows: readonly ItemCardRow[], photoRows: readonly ItemPhotoRow[]): ItemCardDto[] {
  const byItem = photosByItem(photoRows);
  return rows.map((row) => toItemCard(kind, row, byItem.get(row.id) ?? []));
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
  if (page * size >= RESULT_WINDOW)
    throw new Invalid(
      `Страницы дальше ${RESULT_WINDOW.toLocaleString('ru-RU')}-го результата не открываются: уточните поиск`,
      'RESULT_WINDOW_EXCEEDED',
    );
}
