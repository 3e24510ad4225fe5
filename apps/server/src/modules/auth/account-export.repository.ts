import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { details, photos, products } from '../../db/schema';

/** An account's public contributions as the export lists them: every query names the account. */
export function createAccountExportRepository(db: Executor) {
  return {
    /** The products and details the account created (directly or by an approved proposal). */
    async itemsBy(userId: number) {
      const [productRows, detailRows] = await Promise.all([
        db
          .select({ id: products.id, name: products.name, createdAt: products.createdAt })
          .from(products)
          .where(eq(products.createdBy, userId))
          .orderBy(asc(products.id)),
        db
          .select({ id: details.id, name: details.name, createdAt: details.createdAt })
          .from(details)
          .where(eq(details.createdBy, userId))
          .orderBy(asc(details.id)),
      ]);
      return { products: productRows, details: detailRows };
    },

    /** The photos the account uploaded, published or not, without their files. */
    photosBy(userId: number) {
      return db
        .select({
          id: photos.id,
          originalName: photos.originalName,
          contentType: photos.contentType,
          sizeBytes: photos.sizeBytes,
          width: photos.width,
          height: photos.height,
          description: photos.description,
          credit: photos.credit,
          licence: photos.licence,
          published: photos.published,
          uploadedAt: photos.uploadedAt,
        })
        .from(photos)
        .where(eq(photos.uploadedBy, userId))
        .orderBy(asc(photos.id));
    },
  };
}
export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
