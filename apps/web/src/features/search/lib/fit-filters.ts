import type { DetailType } from '../../../lib/reference-lists/detail-types';
import type { SearchFilters } from './search-state';

/** A type matches a filter value given as its id or its exact name. */
export function findType(types: DetailType[], value: string): DetailType | undefined {
  if (!value) return undefined;
  return types.find((type) => String(type.id) === value || type.name === value);
}

/** Types offered for a purpose: all of them when no purpose is chosen. */
export function typesFor(types: DetailType[], belongsTo: string): DetailType[] {
  return belongsTo ? types.filter((type) => type.belongsTo === belongsTo) : types;
}

/** Drops the type and subtype that no longer fit the chosen purpose and type (docs/spec/part-2-browse-edit-moderation.md, Search). */
export function fitFilters<F extends Pick<SearchFilters, 'belongsTo' | 'type' | 'subtype'>>(filters: F, types: DetailType[]): F {
  if (!types.length) return filters;
  const type = findType(typesFor(types, filters.belongsTo), filters.type);
  if (!type) return { ...filters, type: '', subtype: '' };
  const subtypeFits = type.subtypes.some((sub) => String(sub.id) === filters.subtype || sub.name === filters.subtype);
  return subtypeFits ? filters : { ...filters, subtype: '' };
}
