import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BELONGS_TO, belongsToCheck, englishColumns, recordedChecks, recordedColumns, serialKey, timestamps } from './columns';
import { products } from './items';
import { photos } from './photos';
import { detailSubtypes, detailTypes, manufacturers, stamps } from './reference';
import { users } from './users';

/** A sum of money to the kopeck, read as a number by both drivers (PGlite and node-postgres give numeric as text). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A collector's own record of a gun or a part they hold (issue 54, ADR 084): private to its owner,
 * gone with the account. The catalogue's fields under their columns' names (the recorded and
 * English ones made from the same descriptions, so a new one is a column here too), the gun it
 * belongs to (an own record or a catalogue product), and the private fields. References to the
 * catalogue's vocabulary are let go (set null) rather than holding it: a private record never
 * stops the museum from deleting a maker or a type, nor tells it that one is in use.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'detail'] }).notNull(),
    name: text('name'),
    number: text('number'),
    year: integer('year'),
    belongsTo: text('belongs_to', { enum: BELONGS_TO }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    typeId: integer('type_id').references(() => detailTypes.id, { onDelete: 'set null' }),
    subtypeId: integer('subtype_id').references(() => detailSubtypes.id, { onDelete: 'set null' }),
    description: text('description'),
    source: text('source'),
    ...englishColumns(),
    ...recordedColumns(),
    /** The gun it belongs to when that is the owner's own record. */
    partOfItemId: integer('part_of_item_id').references((): AnyPgColumn => collectionItems.id, { onDelete: 'set null' }),
    /** The gun it belongs to when that is a catalogue product. */
    partOfProductId: integer('part_of_product_id').references(() => products.id, { onDelete: 'set null' }),
    acquiredFrom: text('acquired_from'),
    acquiredOn: date('acquired_on', { mode: 'string' }),
    price: money('price'),
    currency: text('currency'),
    keptAt: text('kept_at'),
    insuredValue: money('insured_value'),
    notes: text('notes'),
    ...timestamps,
    /** The number's key under the number rule (ADR 078): the search's prefix, the number check's and the want list's match. */
    serialKey: text('serial_key').generatedAlwaysAs(serialKey(sql`"number"`)),
  },
  (t) => [
    check('collection_items_kind_check', sql`${t.kind} in ('product', 'detail')`),
    check('collection_items_part_of_check', sql`${t.partOfItemId} is null or ${t.partOfProductId} is null`),
    check('collection_items_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    belongsToCheck('collection_items', t.belongsTo),
    ...recordedChecks('collection_items', t),
    index('collection_items_owner_idx').on(t.ownerId, t.id),
    index('collection_items_part_of_item_idx').on(t.partOfItemId),
    index('collection_items_part_of_product_idx').on(t.partOfProductId),
    index('collection_items_manufacturer_idx').on(t.manufacturerId),
    index('collection_items_type_idx').on(t.typeId),
    index('collection_items_subtype_idx').on(t.subtypeId),
  ],
);

/** The stamps a collector reads on their own record; a deleted stamp drops off it. */
export const collectionItemStamps = pgTable(
  'collection_item_stamps',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => collectionItems.id, { onDelete: 'cascade' }),
    stampId: integer('stamp_id')
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.stampId] }), index('collection_item_stamps_stamp_idx').on(t.stampId)],
);

/** A number a collector seeks to reunite with a gun (the want list, «Ищу»). */
export const collectionWanted = pgTable(
  'collection_wanted',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'detail'] }).notNull(),
    number: text('number').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its key under the number rule: what a catalogue item's number is matched by. */
    serialKey: text('serial_key').generatedAlwaysAs(serialKey(sql`"number"`)),
  },
  (t) => [
    check('collection_wanted_kind_check', sql`${t.kind} in ('product', 'detail')`),
    index('collection_wanted_owner_idx').on(t.ownerId, t.id),
    index('collection_wanted_serial_key_idx').on(t.serialKey),
  ],
);

/**
 * The catalogue items found for a sought number (issue 54 point 3, ADR 091): one row per sought
 * number and item, written once, so each match is mailed at most once whichever server found it.
 * Matches already in the catalogue when the number is added are written silently (the page shows
 * them). The item is named by kind and id without a key: a match whose item is gone is not read
 * (the want list reads its matches live), and the row goes with the sought number.
 */
export const collectionWantedMatches = pgTable(
  'collection_wanted_matches',
  {
    wantedId: integer('wanted_id')
      .notNull()
      .references(() => collectionWanted.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['product', 'detail'] }).notNull(),
    itemId: integer('item_id').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wantedId, t.itemKind, t.itemId] }),
    check('collection_wanted_matches_kind_check', sql`${t.itemKind} in ('product', 'detail')`),
  ],
);

/**
 * A private photo of a collector's record (ADR 088): its files live in the collection's own storage
 * (never under `/uploads` or `/iiif`), under an unguessable name, and are served to the owner only.
 * Gone with the record and with the account; the service removes the files first.
 */
export const collectionPhotos = pgTable(
  'collection_photos',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => collectionItems.id, { onDelete: 'cascade' }),
    /** Stored file name without extension: random, never reused. */
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    /** The stored original's bytes: what the per-account limit (`COLLECTION_PHOTO_MB`) counts. */
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Display sizes, tiles and placeholder, as a catalogue photo's: PENDING until made. */
    derivation: text('derivation', { enum: ['PENDING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    placeholder: text('placeholder'),
  },
  (t) => [
    check('collection_photos_derivation_check', sql`${t.derivation} in ('PENDING', 'READY', 'FAILED')`),
    index('collection_photos_item_idx').on(t.itemId, t.id),
    index('collection_photos_owner_idx').on(t.ownerId),
    index('collection_photos_pending_idx').on(t.id).where(sql`derivation = 'PENDING'`),
  ],
);

/**
 * Published catalogue photos that are near-duplicates of a private photo («похоже на фото …», ADR
 * 088), found once when it is uploaded (ADR 080's rule); gone with either photo.
 */
export const collectionPhotoSimilar = pgTable(
  'collection_photo_similar',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => collectionPhotos.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    /** Bits of the 64-bit hashes that differ. */
    distance: integer('distance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.otherId] }), index('collection_photo_similar_other_idx').on(t.otherId)],
);
