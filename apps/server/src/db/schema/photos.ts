import { PHOTO_LICENCES } from '@museum/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    /** Stored file name without extension; the file is `/uploads/{fileName}.{ext}`. */
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Content hash; unique per uploader, not globally: an upload must not find (and so reveal)
     * another account's unpublished photo with the same bytes.
     */
    sha256: text('sha256').notNull(),
    description: text('description'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A plain user's upload stays unpublished until a change request that uses it is approved. */
    published: boolean('published').notNull().default(true),
    /** Author or credit line; null: unknown (every photo before issue 19). */
    credit: text('credit'),
    /** One of `PHOTO_LICENCES`; null: unknown. */
    licence: text('licence', { enum: PHOTO_LICENCES }),
    /** Display sizes, tiles and placeholder: PENDING until made (then READY), FAILED if they cannot be. */
    derivation: text('derivation', { enum: ['PENDING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** A data: URI of a tiny blurred preview, made with the display sizes. */
    placeholder: text('placeholder'),
    /**
     * The picture's 64-bit difference hash (`perceptualHash`, ADR 080), for near-duplicates; null
     * until computed (photos stored before it are hashed by the derivation worker).
     */
    phash: bigint('phash', { mode: 'bigint' }),
    /** The picture's mean CIELAB a* and b*, the hash's colour half; set with `phash`. */
    colourA: real('colour_a'),
    colourB: real('colour_b'),
  },
  (t) => [
    index('photos_published_idx').on(t.published, t.id),
    index('photos_uploaded_by_idx').on(t.uploadedBy),
    index('photos_derivation_pending_idx').on(t.id).where(sql`derivation = 'PENDING'`),
    index('photos_phash_pending_idx').on(t.id).where(sql`phash is null`),
    unique('photos_sha256_uploader_key').on(t.sha256, t.uploadedBy),
    check('photos_licence_check', sql.raw(`licence in (${PHOTO_LICENCES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);

/**
 * Near-duplicate photos (ADR 080): each pair whose hashes differ in at most SIMILAR_MAX_DISTANCE
 * bits and whose colours are within SIMILAR_MAX_COLOUR, once in each direction, found when the later of the two is hashed. Kept, not computed on
 * read: a photo page reads its pairs by index instead of comparing every photo's hash.
 */
export const similarPhotos = pgTable(
  'similar_photos',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    /** Differing bits of the two structure hashes. */
    distance: smallint('distance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.otherId] }), index('similar_photos_other_idx').on(t.otherId)],
);
