import { paths } from '../../../config/paths';

/** The parameters the search page reads from links (see docs/spec/part-2-browse-edit-moderation.md). */
export type SearchLinkParams = {
  q?: string;
  searchType?: 'all' | 'products' | 'details';
  page?: number;
  sortField?: 'id' | 'year';
  sortOrder?: 'asc' | 'desc';
  size?: number;
  manufacturer?: string;
  belongsTo?: string;
};

/** `/search?...` with the parameters in a stable order; undefined ones are left out, an empty `q` is kept. */
export function searchHref(params: SearchLinkParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${paths.search}?${text}` : paths.search;
}

/** The fixed part of every "see the list" link: newest first, 20 a page, from the start. */
export const LIST_DEFAULTS = { page: 0, sortField: 'id', sortOrder: 'desc', size: 20 } as const;
