import { withQuery } from '../../../lib/api-client';
import { type SearchState, searchApiQuery } from './search-state';

export type ExportFormat = 'csv' | 'jsonl';

/**
 * `GET /api/archive/export?format=…&…`: every record the search finds, with the search's own
 * filters, text and order (the page and page size are the screen's, not the export's).
 */
export function exportUrl(state: SearchState, format: ExportFormat): string {
  const { page: _page, size: _size, ...filters } = searchApiQuery(state);
  return withQuery('/api/archive/export', { format, ...filters });
}
