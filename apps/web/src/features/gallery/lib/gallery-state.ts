import { BELONGS_TO_VALUES } from '@museum/contract/constants';
import { knownCondition } from '../../search';

/** Gallery page sizes: the filter panel and the bottom bar offer different sets (docs/spec/part-2-browse-edit-moderation.md, Gallery). */
export const PANEL_SIZES = [20, 40, 60, 100, 250] as const;
export const BOTTOM_SIZES = [20, 40, 100, 250] as const;
export const GALLERY_DEFAULT_SIZE = 40;
export const GALLERY_FILTERS = ['year', 'manufacturer', 'belongsTo', 'condition', 'type', 'subtype'] as const;

export type GalleryFilters = Record<(typeof GALLERY_FILTERS)[number], string>;
export type GalleryState = GalleryFilters & { page: number; size: number; photo: number | null };

function int(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

export function parseGallery(params: URLSearchParams): GalleryState {
  const filters = Object.fromEntries(GALLERY_FILTERS.map((key) => [key, params.get(key)?.trim() ?? ''])) as GalleryFilters;
  const photo = int(params.get('photo'), 0, 1, 2_147_483_647);
  return {
    page: int(params.get('page'), 0, 0, 1_000_000),
    size: int(params.get('size'), GALLERY_DEFAULT_SIZE, 1, 250),
    photo: photo || null,
    ...filters,
  };
}

/** Defaults are left out of the address, so the plain gallery stays `/gallery`. */
export function galleryToParams(state: GalleryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== GALLERY_DEFAULT_SIZE) params.set('size', String(state.size));
  for (const key of GALLERY_FILTERS) if (state[key]) params.set(key, state[key]);
  if (state.photo !== null) params.set('photo', String(state.photo));
  return params;
}

export function galleryHasFilters(state: GalleryFilters): boolean {
  return GALLERY_FILTERS.some((key) => state[key] !== '');
}

/** The query of GET /api/archive/photos/page; a malformed year or purpose is left out rather than sent as a 400. */
export function galleryApiQuery(state: GalleryState): Record<string, string | number | undefined> {
  return {
    page: state.page,
    size: state.size,
    year: /^\d{1,4}$/.test(state.year) ? state.year : undefined,
    manufacturer: state.manufacturer || undefined,
    belongsTo: (BELONGS_TO_VALUES as readonly string[]).includes(state.belongsTo) ? state.belongsTo : undefined,
    condition: knownCondition(state.condition),
    type: state.type || undefined,
    subtype: state.subtype || undefined,
  };
}
