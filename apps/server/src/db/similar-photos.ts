import { and, isNotNull, ne, sql } from 'drizzle-orm';
import { type PhotoHash, SIMILAR_MAX_COLOUR, SIMILAR_MAX_DISTANCE } from '../lib/perceptual-hash';
import type { Executor } from './client';
import { photos, similarPhotos } from './schema';

/** A hash as its columns store it. */
export const hashColumns = (hash: PhotoHash) => ({ phash: hash.bits, colourA: hash.colourA, colourB: hash.colourB });

/**
 * Records the pairs a photo with the hash `hash` makes with every other hashed photo (its
 * near-duplicates, `nearDuplicates`' rule), in both directions; answers how many it found. One scan
 * of the hashes: done once per photo, when it is stored (or hashed later), never on read.
 */
export async function linkSimilarPhotos(tx: Executor, id: number, hash: PhotoHash): Promise<number> {
  const distance = sql<number>`bit_count((${photos.phash} # ${hash.bits.toString()}::bigint)::bit(64))::int`;
  const colourGap = sql`((${photos.colourA} - ${hash.colourA}::real) ^ 2 + (${photos.colourB} - ${hash.colourB}::real) ^ 2)`;
  const near = await tx
    .select({ otherId: photos.id, distance })
    .from(photos)
    .where(
      and(
        isNotNull(photos.phash),
        ne(photos.id, id),
        sql`${distance} <= ${SIMILAR_MAX_DISTANCE}`,
        sql`${colourGap} <= ${SIMILAR_MAX_COLOUR ** 2}`,
      ),
    );
  if (near.length === 0) return 0;
  await tx
    .insert(similarPhotos)
    .values(
      near.flatMap(({ otherId, distance: d }) => [
        { photoId: id, otherId, distance: d },
        { photoId: otherId, otherId: id, distance: d },
      ]),
    )
    .onConflictDoNothing();
  return near.length;
}
