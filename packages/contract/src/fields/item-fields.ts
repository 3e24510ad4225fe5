import { ITEM_CONDITIONS } from '../constants';
import type { DetailDto, DetailWriteInput } from '../details';
import type { ProductDto, ProductWriteInput } from '../products';
import type { ApiKey, Equal, Expect, FieldDescription } from './field-description';

/**
 * What a collector records about the item itself (issue 31), on products and details alike. Each
 * is a value kept as it is in a column of its own name: its page and write schemas
 * (`recordedDtoShape`, `recordedWriteShape`), the server's reads, stored values and export, the
 * form's inputs and the item page's lines are all made from these descriptions by kind, so one
 * more such field is its description, its name, its column and its migration (ADR 052).
 */
export const RECORDED_FIELDS = {
  condition: {
    kind: 'choice',
    choices: ITEM_CONDITIONS,
    stored: 'condition',
    storage: 'column',
    searched: false,
    filter: true,
    exported: 'condition',
    history: true,
    diff: true,
  },
  /** Found by its words, and by its inscriptions typed as the number search forgives (migration 0016). */
  markings: {
    kind: 'longText',
    max: 2000,
    stored: 'markings',
    storage: 'column',
    searched: true,
    exported: 'markings',
    history: true,
    diff: true,
  },
  provenance: {
    kind: 'longText',
    max: 5000,
    stored: 'provenance',
    storage: 'column',
    searched: true,
    exported: 'provenance',
    history: true,
    diff: true,
  },
  /**
   * Where on the item its number is struck («на крышке короба», issue 49): one line, shown beside
   * the number in «Номера деталей»; not searched (the number is).
   */
  numberPlace: {
    kind: 'text',
    max: 200,
    stored: 'numberPlace',
    storage: 'column',
    searched: false,
    exported: 'numberPlace',
    history: true,
    diff: true,
  },
  // Checked here without the export record's keys (the record is made from these, ExportChecks
  // checks it), then as full descriptions among the shared fields below.
} as const satisfies Record<string, Omit<FieldDescription, 'exported'> & { readonly exported: string }>;
export type RecordedFieldKey = keyof typeof RECORDED_FIELDS;
/** The recorded fields' keys, in their order. */
export const RECORDED_KEYS = Object.keys(RECORDED_FIELDS) as RecordedFieldKey[];
/**
 * The recorded fields of anything that has them under their own names (a row, a write, a table's
 * columns): how each place passes them on without naming them one by one.
 */
export const pickRecorded = <T extends Record<RecordedFieldKey, unknown>>(source: T): Pick<T, RecordedFieldKey> =>
  Object.fromEntries(RECORDED_KEYS.map((key) => [key, source[key]])) as Pick<T, RecordedFieldKey>;

/**
 * The item's name and description in English (issue 32, ADR 064): optional, kept in columns of
 * their own names like the recorded fields (`pickEnglish`), shown by the English pages in place of
 * the Russian text when present. The English name is searched (the search vector, migration 0021).
 */
export const ENGLISH_FIELDS = {
  nameEn: {
    kind: 'text',
    max: 500,
    stored: 'nameEn',
    storage: 'column',
    searched: true,
    exported: 'nameEn',
    history: true,
    diff: true,
  },
  descriptionEn: {
    kind: 'richText',
    stored: 'descriptionEn',
    storage: 'column',
    searched: false,
    exported: 'descriptionEn',
    history: true,
    diff: true,
  },
} as const satisfies Record<string, Omit<FieldDescription, 'exported'> & { readonly exported: string }>;
export type EnglishFieldKey = keyof typeof ENGLISH_FIELDS;
/** The English fields' keys, in their order. */
export const ENGLISH_KEYS = Object.keys(ENGLISH_FIELDS) as EnglishFieldKey[];
/** The English fields of anything that has them under their own names (a row, a write, a table's columns). */
export const pickEnglish = <T extends Record<EnglishFieldKey, unknown>>(source: T): Pick<T, EnglishFieldKey> =>
  Object.fromEntries(ENGLISH_KEYS.map((key) => [key, source[key]])) as Pick<T, EnglishFieldKey>;

/** The fields products and details share, in the order the diff and the history list them (name comes first). */
const SHARED = {
  nameEn: ENGLISH_FIELDS.nameEn,
  year: { kind: 'year', stored: 'year', storage: 'column', searched: true, exported: 'year', history: true, diff: true },
  number: { kind: 'text', stored: 'number', storage: 'column', searched: true, exported: 'number', history: true, diff: true },
  belongsTo: {
    kind: 'belongsTo',
    stored: 'belongsTo',
    storage: 'column',
    searched: false,
    exported: 'belongsTo',
    history: true,
    diff: true,
  },
  manufacturer: {
    kind: 'ref',
    refers: 'manufacturers',
    stored: 'manufacturerId',
    storage: 'column',
    searched: true,
    exported: 'manufacturer',
    history: true,
    diff: true,
  },
  source: { kind: 'text', stored: 'source', storage: 'column', searched: true, exported: 'source', history: true, diff: true },
  description: {
    kind: 'richText',
    stored: 'description',
    storage: 'column',
    searched: true,
    exported: 'description',
    history: true,
    diff: true,
  },
  descriptionEn: ENGLISH_FIELDS.descriptionEn,
  ...RECORDED_FIELDS,
  photos: {
    kind: 'refList',
    refers: 'photos',
    stored: 'photoIds',
    storage: 'link',
    searched: false,
    exported: 'photos',
    history: true,
    diff: true,
  },
} as const satisfies Record<string, FieldDescription>;

/** The fields of a product (`ProductDto`, `ProductWrite`), ADR 052. */
export const PRODUCT_FIELDS = {
  name: {
    kind: 'text',
    stored: 'name',
    storage: 'column',
    required: true,
    searched: true,
    exported: 'name',
    history: true,
    diff: true,
  },
  ...SHARED,
  parent: {
    kind: 'ref',
    refers: 'products',
    stored: 'parentId',
    storage: 'column',
    searched: false,
    exported: 'partOf',
    history: true,
    diff: true,
  },
} as const satisfies Record<Exclude<keyof ProductDto, ProductDtoOnly>, FieldDescription>;

/** The fields of a detail (`DetailDto`, `DetailWrite`), ADR 052. */
export const DETAIL_FIELDS = {
  name: { kind: 'text', stored: 'name', storage: 'column', searched: true, exported: 'name', history: true, diff: true },
  ...SHARED,
  number: { ...SHARED.number, alias: 'serialNumber' },
  type: {
    kind: 'ref',
    refers: 'types',
    stored: 'typeId',
    storage: 'column',
    required: true,
    searched: true,
    exported: 'type',
    history: true,
    diff: true,
  },
  subtype: {
    kind: 'ref',
    refers: 'subtypes',
    stored: 'subtypeId',
    storage: 'column',
    searched: true,
    exported: 'subtype',
    history: true,
    diff: true,
  },
  product: {
    kind: 'ref',
    refers: 'products',
    stored: 'productId',
    storage: 'column',
    searched: false,
    exported: 'partOf',
    history: true,
    diff: true,
  },
  stamps: {
    kind: 'refList',
    refers: 'stamps',
    stored: 'stampIds',
    storage: 'link',
    searched: true,
    exported: 'stamps',
    history: true,
    diff: true,
  },
} as const satisfies Record<Exclude<keyof DetailDto, DetailDtoOnly>, FieldDescription>;

/** What a product page has beyond its fields: its id, its details, their number check (derived, ADR 063) and its times (not written). */
export const PRODUCT_DTO_ONLY = ['id', 'details', 'numberCheck', 'createdAt', 'updatedAt'] as const;
type ProductDtoOnly = (typeof PRODUCT_DTO_ONLY)[number];
/** What a detail page has beyond its fields: its id, its times, and `number` again under its old name. */
export const DETAIL_DTO_ONLY = ['id', 'serialNumber', 'createdAt', 'updatedAt'] as const;
type DetailDtoOnly = (typeof DETAIL_DTO_ONLY)[number];

export type ProductFieldKey = keyof typeof PRODUCT_FIELDS;
export type DetailFieldKey = keyof typeof DETAIL_FIELDS;
/** Every field of products and details: the keys of a language's label map. */
export type ItemFieldKey = ProductFieldKey | DetailFieldKey;
/** The descriptions of one kind of item. */
export const ITEM_FIELDS = { PRODUCT: PRODUCT_FIELDS, DETAIL: DETAIL_FIELDS } as const;

// The compiler's side of «a field is described once»: a page field without a description, a
// description without its page or write field, or a write field the page lacks, fails here.
export type ItemFieldChecks = [
  Expect<Equal<keyof ProductDto, ProductFieldKey | ProductDtoOnly>>,
  Expect<Equal<keyof DetailDto, DetailFieldKey | DetailDtoOnly>>,
  Expect<Equal<keyof ProductWriteInput, ApiKey<typeof PRODUCT_FIELDS>>>,
  Expect<Equal<keyof DetailWriteInput, ApiKey<typeof DETAIL_FIELDS>>>,
];
