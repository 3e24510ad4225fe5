// Plain values of the contract, with no zod: a lazy web page that needs one of them imports
// `@museum/contract/constants` and ships none of the schemas.

import type { Locale } from './locale';

/** Purposes an item can belong to, stored and returned in Cyrillic. */
export const BELONGS_TO_VALUES = ['максим', 'станок', 'другое', 'ЗИП'] as const;
/** The states an item can be in, best first (`condition`, issue 31); stored and returned in Russian. */
export const ITEM_CONDITIONS = ['не использовалось', 'отличное', 'хорошее', 'удовлетворительное', 'плохое', 'раскопочное'] as const;
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
/** A token from an e-mail link as it may be written (the web checks a link's token before sending it). */
export const EMAIL_TOKEN_TEXT = /^[A-Za-z0-9_-]{16,128}$/;
/** Longest rich-text description accepted (before sanitising). */
export const DESCRIPTION_MAX = 100_000;
/** Licences a photo may carry (issue 19); null means «unknown». */
export const PHOTO_LICENCES = ['CC0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'ALL_RIGHTS_RESERVED'] as const;
/** How each licence reads in Russian, and the text for a photo whose licence is unknown. */
export const PHOTO_LICENCE_LABELS = {
  CC0: 'CC0 (общественное достояние)',
  'CC-BY-4.0': 'CC BY 4.0',
  'CC-BY-SA-4.0': 'CC BY-SA 4.0',
  ALL_RIGHTS_RESERVED: 'Все права защищены',
} as const satisfies Record<(typeof PHOTO_LICENCES)[number], string>;
export const PHOTO_LICENCE_UNKNOWN_LABEL = 'Лицензия не указана';
/** How each licence reads in a language, and the text for a photo whose licence is unknown (here, not beside the schema: the web reads it without zod). */
export interface PhotoLicenceTexts {
  labels: Readonly<Record<(typeof PHOTO_LICENCES)[number], string>>;
  unknown: string;
}
export const PHOTO_LICENCE_TEXTS: Readonly<Record<Locale, PhotoLicenceTexts>> = {
  ru: { labels: PHOTO_LICENCE_LABELS, unknown: PHOTO_LICENCE_UNKNOWN_LABEL },
  en: {
    labels: {
      CC0: 'CC0 (public domain)',
      'CC-BY-4.0': 'CC BY 4.0',
      'CC-BY-SA-4.0': 'CC BY-SA 4.0',
      ALL_RIGHTS_RESERVED: 'All rights reserved',
    },
    unknown: 'Licence not given',
  },
};
/** The licence deeds; «all rights reserved» has none. */
export const PHOTO_LICENCE_URLS = {
  CC0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  ALL_RIGHTS_RESERVED: null,
} as const satisfies Record<(typeof PHOTO_LICENCES)[number], string | null>;
/** Longest photo credit (author, source). */
export const PHOTO_CREDIT_MAX = 500;
/** Longest note of a COMMENT change request («Сообщить об ошибке»). */
export const COMMENT_TEXT_MAX = 4000;
/** Formats of `GET /export`. */
export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
/**
 * Most rows and bytes of an imported spreadsheet (ADR 065); the import page reads them without zod.
 * An XLSX (a ZIP) may unpack to at most `maxUnpackedBytes` and a file hold at most `maxCells`
 * cells, checked before it is parsed (ADR 079). A ZIP holding the sheet and its photos is bounded
 * apart, each photo by the upload limit too (ADR 087).
 */
export const IMPORT_LIMITS = {
  maxRows: 1000,
  maxBytes: 2 * 1024 * 1024,
  maxUnpackedBytes: 10 * 1024 * 1024,
  maxCells: 100_000,
  /** A ZIP of a sheet and its photos (ADR 087): its size as uploaded, unpacked in all, and how many files it may hold. */
  maxZipBytes: 32 * 1024 * 1024,
  maxZipUnpackedBytes: 64 * 1024 * 1024,
  maxZipFiles: 500,
} as const;

/** The kinds of stamp (issue 33, ADR 061); their names in each language are STAMP_KIND_LABELS. */
export const STAMP_KINDS = ['FACTORY', 'ACCEPTANCE', 'INSPECTOR', 'YEAR', 'PROOF', 'OTHER'] as const;

/** What a region of a photo may show (ADR 059). */
export const REGION_TARGET_KINDS = ['product', 'detail', 'stamp'] as const;
/** Longest note on a region. */
export const REGION_NOTE_MAX = 1000;
