import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { details, products } from './items';
import { photos } from './photos';
import { stamps } from './reference';
import { users } from './users';

/**
 * A rectangle marked on a photo, in the original image's pixels, showing exactly one product,
 * detail or stamp (ADR 059). A plain user's region waits as PENDING until a moderator publishes it;
 * deleting the photo or the target deletes the region (its crop's files go after the commit, or with
 * the orphan sweep).
 */
export const photoRegions = pgTable(
  'photo_regions',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id').references(() => details.id, { onDelete: 'cascade' }),
    stampId: integer('stamp_id').references(() => stamps.id, { onDelete: 'cascade' }),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    note: text('note'),
    status: text('status', { enum: ['PENDING', 'PUBLISHED'] })
      .notNull()
      .default('PENDING'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The crop, made off the request path as a photo's sizes are: PENDING until made (again after
     * the rectangle moves), then READY, FAILED when the photo cannot be read.
     */
    cropState: text('crop_state', { enum: ['PENDING', 'READY', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** The crop's stored name: its files are `derived/{cropName}/size-…`, a fresh name for each rectangle. */
    cropName: text('crop_name').unique(),
  },
  (t) => [
    index('photo_regions_photo_idx').on(t.photoId),
    index('photo_regions_product_idx').on(t.productId),
    index('photo_regions_detail_idx').on(t.detailId),
    index('photo_regions_stamp_idx').on(t.stampId),
    index('photo_regions_pending_idx').on(t.id).where(sql`status = 'PENDING'`),
    index('photo_regions_crop_pending_idx').on(t.id).where(sql`crop_state = 'PENDING'`),
    check('photo_regions_one_target_check', sql`num_nonnulls(${t.productId}, ${t.detailId}, ${t.stampId}) = 1`),
    check('photo_regions_area_check', sql`${t.x} >= 0 and ${t.y} >= 0 and ${t.width} > 0 and ${t.height} > 0`),
    check('photo_regions_status_check', sql`${t.status} in ('PENDING', 'PUBLISHED')`),
    check('photo_regions_crop_state_check', sql`${t.cropState} in ('PENDING', 'READY', 'FAILED')`),
  ],
);
