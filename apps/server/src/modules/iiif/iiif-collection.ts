import { type IiifCollectionDto, SITE_NAME } from '@museum/contract';
import type { CollectionRow } from './iiif.repository';
import { museumProvider } from './iiif-manifest';

const CONTEXT = 'http://iiif.io/api/presentation/3/context.json' as const;
const ru = (text: string) => ({ ru: [text] });

/** A collection item's label: its name, number and year, as its manifest's. */
export const itemLabel = (row: Pick<CollectionRow, 'name' | 'number' | 'year'>) =>
  [row.name, row.number ? `№ ${row.number}` : null, row.year ? `${row.year} г.` : null].filter(Boolean).join(', ');

export const collectionId = (publicUrl: string) => `${publicUrl}/iiif/collection.json`;
export const collectionPageId = (publicUrl: string, page: number) => `${publicUrl}/iiif/collection/${page}.json`;

/** How many pages `total` items fill; an empty catalogue still has its (empty) first page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A collection's reference to an item's manifest. */
const manifestOf = (publicUrl: string) => (row: CollectionRow) => ({
  id: `${publicUrl}/iiif/${row.kind}/${row.id}/manifest.json`,
  type: 'Manifest' as const,
  label: ru(itemLabel(row)),
});

/**
 * The whole catalogue: its manifests (`rows`) when they fit one page, else a Collection of its
 * pages, so no answer grows past a page's size.
 */
export function buildCollection(publicUrl: string, pages: number, rows?: CollectionRow[]): IiifCollectionDto {
  return {
    '@context': CONTEXT,
    id: collectionId(publicUrl),
    type: 'Collection',
    label: ru(SITE_NAME),
    summary: ru('Изделия и детали каталога'),
    provider: museumProvider(publicUrl),
    items: rows
      ? rows.map(manifestOf(publicUrl))
      : Array.from({ length: pages }, (_, i) => ({
          id: collectionPageId(publicUrl, i + 1),
          type: 'Collection' as const,
          label: ru(`Страница ${i + 1} из ${pages}`),
        })),
  };
}

/** One page: the manifests of its items. */
export function buildCollectionPage(publicUrl: string, page: number, pages: number, rows: CollectionRow[]): IiifCollectionDto {
  return {
    '@context': CONTEXT,
    id: collectionPageId(publicUrl, page),
    type: 'Collection',
    label: ru(`${SITE_NAME}, страница ${page} из ${pages}`),
    partOf: [{ id: collectionId(publicUrl), type: 'Collection', label: ru(SITE_NAME) }],
    items: rows.map(manifestOf(publicUrl)),
  };
}
