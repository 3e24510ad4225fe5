import { tulaFactoryName } from '@museum/contract/dating';
import { paths } from '../../../config/paths';

/**
 * The spec's search "for all, belongsTo максим, manufacturer ТОЗ and that year". The API filters a
 * manufacturer by id or by exact name, so the link names the works as it was called that year.
 */
export function yearSearchHref(year: number): string {
  const query = new URLSearchParams({ searchType: 'all', belongsTo: 'максим', manufacturer: tulaFactoryName(year), year: String(year) });
  return `${paths.search}?${query}`;
}
