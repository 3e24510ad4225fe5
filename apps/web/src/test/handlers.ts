import type {
  ChronologyItemDto,
  DatingPointsDto,
  DetailListItemDto,
  DetailTypeDto,
  ItemCardDto,
  ManufacturerDto,
  MeDto,
  Page,
  PhotoTileDto,
  PhotoUploadLimitsDto,
  ProductChildDto,
  ProductListItemDto,
  SearchAllDto,
  StampDto,
} from '@museum/contract';
import { buildMe, pageOf } from './factories';
import { api, problemAnswer } from './server';

// Handler sets several test files share: add them to a test with `server.use(...)`.

/** What an upload may be, as the server answers by default. */
export const TEST_UPLOAD_LIMITS = {
  maxBytes: 10_000_000,
  maxPixels: 50_000_000,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} satisfies PhotoUploadLimitsDto;

/** `GET /api/auth/me` answering the signed-in account (set the session with `setSession` too). */
export const meHandler = (overrides: Partial<MeDto> = {}) => api.get<MeDto>('/api/auth/me', () => buildMe(overrides));

/** The signed-in account with these roles (`ROLE_USER`, `ROLE_MODERATOR`...). */
export const signedInAs = (...roles: string[]) => meHandler({ roles });

type ReferenceLists = {
  detailTypes?: DetailTypeDto[];
  stamps?: StampDto[];
  manufacturers?: ManufacturerDto[];
  products?: ProductListItemDto[];
  uploadLimits?: PhotoUploadLimitsDto;
};

/** The lists the item forms and the history choose from (types, stamps, makers, products, upload limits); empty unless given. */
export function referenceListHandlers(lists: ReferenceLists = {}) {
  return [
    api.get<DetailTypeDto[]>('/api/archive/detail-types', () => lists.detailTypes ?? []),
    api.get<StampDto[]>('/api/archive/stamps', () => lists.stamps ?? []),
    api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => lists.manufacturers ?? []),
    api.get<Page<ProductListItemDto>>('/api/archive/products', () => pageOf(lists.products ?? [])),
    api.get<PhotoUploadLimitsDto>('/api/archive/photos/upload-limits', () => lists.uploadLimits ?? TEST_UPLOAD_LIMITS),
  ];
}

/** The answer of `GET /api/archive/search/all` for these cards, all of one page. */
export function searchAllOf(cards: ItemCardDto[], counts = { products: 0, details: 0 }): SearchAllDto {
  return { ...pageOf(cards, 20), counts, countKinds: { products: 'exact', details: 'exact' } };
}

const notFound = () => problemAnswer(404, 'NOT_FOUND', 'Не найдено');

/** An archive with nothing in it: every list answers empty, every item 404 (the item pages show their error state). */
export function emptyArchiveHandlers() {
  return [
    ...referenceListHandlers(),
    api.get<SearchAllDto>('/api/archive/search/all', () => searchAllOf([])),
    api.get<Page<ItemCardDto>>('/api/archive/details/page', () => pageOf([])),
    api.get<Page<ItemCardDto>>('/api/archive/products/search', () => pageOf([])),
    api.get<Page<ItemCardDto>>('/api/archive/details/year/:year', () => pageOf([])),
    api.get<Page<ChronologyItemDto>>('/api/archive/details/by-manufacturer-and-belongs-to', () => pageOf([])),
    api.get<Page<DetailListItemDto>>('/api/archive/details', () => pageOf([])),
    api.get<Page<PhotoTileDto>>('/api/archive/photos/page', () => pageOf([])),
    api.get<ProductChildDto[]>('/api/archive/products/:id/children', () => []),
    // The chart on /year (issue 33): no dated examples.
    api.get<DatingPointsDto>('/api/archive/dating/points', () => ({ points: [], truncated: false, limit: 1000 })),
    api.get<never>('/api/archive/:resource/:id', notFound),
  ];
}
