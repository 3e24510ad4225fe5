import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import {
  BELONGS_TO,
  belongsToCheck,
  englishColumns,
  recordedChecks,
  recordedColumns,
  serialKey,
  serialValue,
  timestamps,
  tsvector,
} from './columns';
import { photos } from './photos';
import { detailSubtypes, detailTypes, manufacturers, stamps } from './reference';
import { users } from './users';

/**
 * The inscriptions' keys, spelled as the number search forgives (`museum_marking_keys`, migration
 * 0016), stored apart from the search vector with their own GIN index: only a number-like query
 * asks them, and a prefix of a key estimated against the words' vector made the planner give up
 * the serial and year indexes (ADR 052). Null without markings.
 */
const markingKeys = () => tsvector('marking_keys').generatedAlwaysAs(sql`museum_marking_keys("markings")`);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number'),
    year: integer('year'),
    belongsTo: text('belongs_to', { enum: BELONGS_TO }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'restrict' }),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    description: text('description'),
    source: text('source'),
    ...englishColumns(),
    ...recordedColumns(),
    ...timestamps,
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search'),
    // The serial number's search key, stored: a prefix count rechecks a plain column instead of
    // evaluating the key's regular expression on every row of its bitmap (ADR 037).
    serialKey: text('serial_key').generatedAlwaysAs(serialKey(sql`"number"`)),
    markingKeys: markingKeys(),
    /**
     * Every detail of a type that carries the product's number has that number (serial keys
     * equal), and there is at least one: kept by triggers (migration 0018, ADR 063), so the
     * `numbersMatch` filter reads a partial index instead of checking each product's details.
     */
    numbersMatch: boolean('numbers_match').notNull().default(false),
    serialValue: integer('serial_value').generatedAlwaysAs(serialValue(sql`"number"`)),
  },
  (t) => [
    belongsToCheck('products', t.belongsTo),
    ...recordedChecks('products', t),
    index('products_condition_idx').on(t.condition, t.id),
    index('products_year_idx').on(t.year, t.id),
    // Year and purpose together (the search filters): one index range instead of two bitmaps
    // of tens of thousands of rows ANDed (ADR 022).
    index('products_year_belongs_to_idx').on(t.year, t.belongsTo, t.id),
    // Years descending with unknown years last (`year desc nulls last, id desc`) is a backward
    // scan of years ascending with unknown years first: the indexes above give the ascending order
    // only, so a year-descending page sorted every match (ADR 068).
    index('products_year_nulls_first_idx').on(t.year.asc().nullsFirst(), t.id),
    index('products_year_nulls_first_belongs_to_idx').on(t.year.asc().nullsFirst(), t.belongsTo, t.id),
    index('products_belongs_to_idx').on(t.belongsTo, t.id),
    index('products_manufacturer_idx').on(t.manufacturerId, t.id),
    index('products_parent_idx').on(t.parentId),
    index('products_serial_key_idx').on(sql`${t.serialKey} text_pattern_ops`, t.id),
    index('products_numbers_match_idx').on(t.id).where(sql`${t.numbersMatch}`),
    index('products_search_idx').using('gin', t.search),
    index('products_marking_keys_idx').using('gin', t.markingKeys),
    // Dating (ADR 060): the nearest dated examples by number, walked in order from the number asked.
    index('products_serial_value_idx').on(t.serialValue, t.id).where(sql`${t.serialValue} is not null and ${t.year} is not null`),
  ],
);

export const details = pgTable(
  'details',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    number: text('number'),
    year: integer('year'),
    belongsTo: text('belongs_to', { enum: BELONGS_TO }),
    typeId: integer('type_id')
      .notNull()
      .references(() => detailTypes.id, { onDelete: 'restrict' }),
    subtypeId: integer('subtype_id').references(() => detailSubtypes.id, { onDelete: 'restrict' }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'restrict' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description'),
    source: text('source'),
    ...englishColumns(),
    ...recordedColumns(),
    ...timestamps,
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search'),
    serialKey: text('serial_key').generatedAlwaysAs(serialKey(sql`"number"`)),
    markingKeys: markingKeys(),
    serialValue: integer('serial_value').generatedAlwaysAs(serialValue(sql`"number"`)),
  },
  (t) => [
    belongsToCheck('details', t.belongsTo),
    ...recordedChecks('details', t),
    index('details_condition_idx').on(t.condition, t.id),
    index('details_year_idx').on(t.year, t.id),
    // The filters used together (year and purpose; type and year): one index range instead of
    // two bitmaps of tens of thousands of rows ANDed at 1 000 000 details (ADR 022).
    index('details_year_belongs_to_idx').on(t.year, t.belongsTo, t.id),
    index('details_type_year_idx').on(t.typeId, t.year, t.id),
    // Years descending, unknown years last: backward scans of these (ADR 068; see products).
    index('details_year_nulls_first_idx').on(t.year.asc().nullsFirst(), t.id),
    index('details_year_nulls_first_belongs_to_idx').on(t.year.asc().nullsFirst(), t.belongsTo, t.id),
    index('details_type_year_nulls_first_idx').on(t.typeId, t.year.asc().nullsFirst(), t.id),
    index('details_belongs_to_idx').on(t.belongsTo, t.id),
    index('details_type_idx').on(t.typeId, t.id),
    index('details_subtype_idx').on(t.subtypeId, t.id),
    index('details_manufacturer_idx').on(t.manufacturerId, t.belongsTo, t.year),
    index('details_product_idx').on(t.productId),
    index('details_serial_key_idx').on(sql`${t.serialKey} text_pattern_ops`, t.id),
    index('details_search_idx').using('gin', t.search),
    index('details_marking_keys_idx').using('gin', t.markingKeys),
    index('details_serial_value_idx').on(t.serialValue, t.id).where(sql`${t.serialValue} is not null and ${t.year} is not null`),
  ],
);

export const detailStamps = pgTable(
  'detail_stamps',
  {
    detailId: integer('detail_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    stampId: integer('stamp_id')
      .notNull()
      .references(() => stamps.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.detailId, t.stampId] }), index('detail_stamps_stamp_idx').on(t.stampId)],
);

/**
 * A stamp's images: whole catalogue photos, in order. Its columns are named as the item photo
 * links' (`itemId`), so the photo reads serve it too; regions of photos will come as another
 * source (ADR 061).
 */
export const stampPhotos = pgTable(
  'stamp_photos',
  {
    itemId: integer('stamp_id')
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.photoId] }), index('stamp_photos_photo_idx').on(t.photoId)],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.photoId] }), index('product_photos_photo_idx').on(t.photoId)],
);

export const detailPhotos = pgTable(
  'detail_photos',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => details.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.photoId] }), index('detail_photos_photo_idx').on(t.photoId)],
);
