import { API, type ExportQuery } from '@museum/contract';
import { endpointUrl } from '../../../lib/api-client';
import { activeLocale } from '../../../lib/locale';
import { type SearchState, searchApiQuery } from './search-state';

export type ExportFormat = ExportQuery['format'];

/**
 * `GET /api/archive/export?format=…&…&lang=…`: every record the search finds, with the search's own
 * text and filters (paging and order are the screen's: the export lists products, then details, by
 * id), in the page's language (a link cannot send the page's `Accept-Language`).
 */
export function exportUrl(state: SearchState, format: ExportFormat): string {
  const { page: _page, size: _size, sort: _sort, ...filters } = searchApiQuery(state);
  return endpointUrl(API.search.export, { query: { format, ...filters, lang: activeLocale() } });
}
