import { and, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
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
  const near = await nearPhotos(tx, hash, ne(photos.id, id));
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

/**
 * The hashed photos (of those `among` names) that are near-duplicates of a picture with the hash
 * `hash` (`nearDuplicates`' rule), with the bits that differ: one scan of the hashes.
 */
export function nearPhotos(tx: Executor, hash: PhotoHash, among: SQL): Promise<{ otherId: number; distance: number }[]> {
  const distance = sql<number>`bit_count((${photos.phash} # ${hash.bits.toString()}::bigint)::bit(64))::int`;
  const colourGap = sql`((${photos.colourA} - ${hash.colourA}::real) ^ 2 + (${photos.colourB} - ${hash.colourB}::real) ^ 2)`;
  return tx
    .select({ otherId: photos.id, distance })
    .from(photos)
    .where(
      and(isNotNull(photos.phash), among, sql`${distance} <= ${SIMILAR_MAX_DISTANCE}`, sql`${colourGap} <= ${SIMILAR_MAX_COLOUR ** 2}`),
    );
}
