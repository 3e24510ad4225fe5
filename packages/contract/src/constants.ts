// Plain values of the contract, with no zod: a lazy web page that needs one of them imports
// `@museum/contract/constants` and ships none of the schemas.

/** Purposes an item can belong to, stored and returned in Cyrillic. */
export const BELONGS_TO_VALUES = ['максим', 'станок', 'другое', 'ЗИП'] as const;
export const PAGE_SIZE_MAX = 250;
/** Most rows the chronology may ask for at once. */
export const CHRONOLOGY_SIZE_MAX = 1000;
/** The kinds of entity whose writes are recorded. */
export const REVISION_ENTITIES = ['PRODUCT', 'DETAIL', 'MANUFACTURER', 'DETAIL_TYPE', 'DETAIL_SUBTYPE', 'STAMP', 'PHOTO'] as const;
/** Most photos a card carries. */
export const CARD_PHOTOS_MAX = 16;
/** Longest plain-text description excerpt of a card. */
export const CARD_EXCERPT_MAX = 300;
/** Sort fields of the search endpoints. */
export const SEARCH_SORT_FIELDS = ['id', 'year', 'name', 'relevance'] as const;
export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const PHOTO_SEARCH_MAX = 50;
/** Longest rich-text description accepted (before sanitising). */
export const DESCRIPTION_MAX = 100_000;
