import fs from 'node:fs/promises';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import { openPglite } from '@museum/server/db/client';
import { drawDemoPictureHere, loadDemoDataIfEmpty } from '@museum/server/db/demo-data/load';
import { migrate } from '@museum/server/db/migrate';
import { createLocalStorage } from '@museum/server/lib/local-storage';
import {
  hashDistance,
  nearDuplicates,
  type PhotoHash,
  perceptualHash,
  SIMILAR_MAX_COLOUR,
  SIMILAR_MAX_DISTANCE,
} from '@museum/server/lib/perceptual-hash';
import sharp from 'sharp';

/**
 * The changes a photo goes through on its way back into the archive (issue 51 point 5): each makes
 * a copy that should be found as a near-duplicate of its original.
 */
export const PHOTO_CHANGES: Record<string, (image: Buffer) => Promise<Buffer>> = {
  'resized to half': (image) => sharp(image).resize({ width: 480 }).jpeg({ quality: 85 }).toBuffer(),
  'recompressed (JPEG 30)': (image) => sharp(image).jpeg({ quality: 30 }).toBuffer(),
  'cropped 5 % (2.5 % each side)': async (image) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const [dx, dy] = [Math.round(width * 0.025), Math.round(height * 0.025)];
    return sharp(image)
      .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  'cropped 5 % (one corner)': async (image) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const [dx, dy] = [Math.round(width * 0.05), Math.round(height * 0.05)];
    return sharp(image)
      .extract({ left: dx, top: dy, width: width - dx, height: height - dy })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  'brightened 25 %': (image) => sharp(image).modulate({ brightness: 1.25 }).jpeg({ quality: 85 }).toBuffer(),
};

/** The demo catalogue as loaded: every picture it draws, and the near-duplicate pairs the load linked. */
export async function loadDemoPhotos(): Promise<{ originals: Buffer[]; linkedPairs: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-photo-hashes-'));
  const database = await openPglite(path.join(dir, 'pglite'));
  try {
    await migrate(database);
    const originals: Buffer[] = [];
    await loadDemoDataIfEmpty(database.db, createLocalStorage(path.join(dir, 'uploads')), async (spec) => {
      const drawn = await drawDemoPictureHere(spec);
      originals.push(drawn.original);
      return drawn;
    });
    const [row] = (await database.rawQuery('select count(*)::int as n from similar_photos')) as { n: number }[];
    // Kept once in each direction.
    return { originals, linkedPairs: (row?.n ?? 0) / 2 };
  } finally {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export interface PhotoHashFigures {
  photos: number;
  /** Per change: copies found (`nearDuplicates`) of all, and the largest structure distance seen. */
  changes: Record<string, { found: number; of: number; maxDistance: number }>;
  /**
   * Pairs of different demo pictures: how many are taken for near-duplicates, of all; how many the
   * structure hash alone would take; its smallest distance.
   */
  unrelated: { matches: number; byStructure: number; pairs: number; minDistance: number };
  /** The pairs the demo load linked in `similar_photos`, its intended re-saved copy included. */
  linkedPairs: number;
}

/** Recall of near-duplicates and false matches among unrelated photos, on the demo catalogue's drawn photos. */
export async function evaluatePhotoHashes(): Promise<PhotoHashFigures> {
  const { originals, linkedPairs } = await loadDemoPhotos();
  const hashes = await Promise.all(originals.map((image) => perceptualHash(image)));
  const changes: PhotoHashFigures['changes'] = {};
  for (const [name, change] of Object.entries(PHOTO_CHANGES)) {
    const copies = await Promise.all(originals.map(async (image) => perceptualHash(await change(image))));
    const found = copies.filter((copy, i) => nearDuplicates(hashes[i] as PhotoHash, copy)).length;
    const maxDistance = Math.max(...copies.map((copy, i) => hashDistance((hashes[i] as PhotoHash).bits, copy.bits)));
    changes[name] = { found, of: copies.length, maxDistance };
  }
  const unrelated = { matches: 0, byStructure: 0, pairs: 0, minDistance: 64 };
  for (let i = 0; i < hashes.length; i++) {
    for (let j = i + 1; j < hashes.length; j++) {
      const [one, other] = [hashes[i] as PhotoHash, hashes[j] as PhotoHash];
      const d = hashDistance(one.bits, other.bits);
      unrelated.pairs++;
      if (nearDuplicates(one, other)) unrelated.matches++;
      if (d <= SIMILAR_MAX_DISTANCE) unrelated.byStructure++;
      unrelated.minDistance = Math.min(unrelated.minDistance, d);
    }
  }
  return { photos: originals.length, changes, unrelated, linkedPairs };
}

/** The figures as lines for the log. */
export function photoHashLines(f: PhotoHashFigures): string[] {
  const found = Object.values(f.changes).reduce((sum, c) => sum + c.found, 0);
  const of = Object.values(f.changes).reduce((sum, c) => sum + c.of, 0);
  return [
    `near-duplicates of the ${f.photos} photos the demo load draws (≤ ${SIMILAR_MAX_DISTANCE} of 64 bits, colours within ${SIMILAR_MAX_COLOUR}), load average ${loadavg()[0]?.toFixed(2)}:`,
    ...Object.entries(f.changes).map(([name, c]) => `  ${name}: found ${c.found}/${c.of}, largest distance ${c.maxDistance}`),
    `  recall over all changes: ${found}/${of} (${((100 * found) / of).toFixed(1)} %)`,
    `  unrelated pairs taken for near-duplicates: ${f.unrelated.matches}/${f.unrelated.pairs} (by structure alone ${f.unrelated.byStructure}, smallest distance ${f.unrelated.minDistance})`,
    `  pairs the demo load linked (similar_photos, the intended copy included): ${f.linkedPairs}`,
  ];
}

if (process.argv[1]?.endsWith('photo-hash-eval.ts')) {
  for (const line of photoHashLines(await evaluatePhotoHashes())) console.log(line);
}
