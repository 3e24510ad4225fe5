import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
    /** Display sizes, tiles and placeholder: PENDING until made (then READY), FAILED if they cannot be. */
    derivation: text('derivation', { enum: ['PENDING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** A data: URI of a tiny blurred preview, made with the display sizes. */
    placeholder: text('placeholder'),
  },
  (t) => [
    index('photos_published_idx').on(t.published, t.id),
    index('photos_uploaded_by_idx').on(t.uploadedBy),
    index('photos_derivation_pending_idx').on(t.id).where(sql`derivation = 'PENDING'`),
    unique('photos_sha256_uploader_key').on(t.sha256, t.uploadedBy),
  ],
);
