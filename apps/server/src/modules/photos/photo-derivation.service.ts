import { type DerivedFileMaker, deriveHere } from '../../lib/derived-file-maker';
import { extensionFor, type PhotoStorage } from '../../lib/storage';
import type { PendingPhoto, PhotoDerivationRepository } from './photo-derivation.repository';

/** Photos per query of the pending list. */
const BATCH = 20;

/** What a pass did, photos and the `more` work together. */
export interface DerivationRound {
  ready: number;
  failed: number;
  /** Left pending by a storage error (a full disk): tried again at the next round. */
  skipped: number;
}

/**
 * More derived work the same worker does after the photos' (regions' crops, ADR 059): one image at
 * a time in the process, beside at most one upload.
 */
export interface MoreDerivation {
  /** One pass over what is pending; `stopped` says when to leave off. */
  pass(stopped: () => boolean): Promise<DerivationRound>;
  /** Everything made again (`photos:derive --all`); answers how many. */
  markAllPending(): Promise<number>;
}

/** A storage error (full disk, permissions) is worth another try; an unreadable image is not. */
export const isRetryable = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && code !== 'ENOENT';
};

const addTo = (total: DerivationRound, round: DerivationRound) => {
  total.ready += round.ready;
  total.failed += round.failed;
  total.skipped += round.skipped;
};

/**
 * Makes display sizes, tiles and placeholders off the request path, one photo at a time (image
 * work is CPU-bound: one derivation beside at most one upload keeps a small machine answering).
 * The state lives in the database, so photos pending at a restart are picked up at the next
 * start; running it twice on the same photo (two processes) only repeats work.
 */
export function createPhotoDerivationService(deps: {
  repo: PhotoDerivationRepository;
  storage: PhotoStorage;
  /** Moves the catalogue version: cached answers still say `sizes: null`. */
  onPublishedReady: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
  /** False in tests that derive explicitly: `wake` then does nothing. */
  background: boolean;
  /** Done after the photos in each pass. */
  more?: readonly MoreDerivation[];
  /** How the files are made: drawn here unless a cache is given (the demo catalogue's first load, ADR 074). */
  make?: DerivedFileMaker;
}) {
  const { repo, storage, log } = deps;
  const make = deps.make ?? deriveHere;
  let running: Promise<DerivationRound> | null = null;
  let lookAgain = false;
  let stopped = false;

  async function deriveOne(photo: PendingPhoto): Promise<keyof DerivationRound> {
    try {
      const original = await storage.readOriginal(photo.fileName, extensionFor(photo.contentType));
      const { placeholder } = await storage.saveDerived(photo.fileName, (folder) => make.photo(original, folder));
      if (await repo.markReady(photo, placeholder)) return 'ready';
      // Deleted while it was derived: its files would be orphans.
      await storage.remove(photo.fileName, extensionFor(photo.contentType));
      return 'skipped';
    } catch (error) {
      if (isRetryable(error)) {
        log(`photo ${photo.id}: derived files not written, tried again later`, error);
        return 'skipped';
      }
      log(`photo ${photo.id}: cannot be derived`, error);
      await repo.markFailed(photo.id);
      return 'failed';
    }
  }

  /** One pass over the pending photos, in id order (photos uploaded meanwhile included). */
  async function pass(): Promise<DerivationRound> {
    const round: DerivationRound = { ready: 0, failed: 0, skipped: 0 };
    let afterId = 0;
    while (!stopped) {
      const batch = await repo.nextPending(afterId, BATCH);
      if (batch.length === 0) break;
      let publishedReady = false;
      for (const photo of batch) {
        if (stopped) break;
        const outcome = await deriveOne(photo);
        round[outcome]++;
        publishedReady ||= outcome === 'ready' && photo.published;
        afterId = photo.id;
      }
      if (publishedReady) await deps.onPublishedReady();
    }
    for (const more of deps.more ?? []) {
      if (stopped) break;
      addTo(round, await more.pass(() => stopped));
    }
    return round;
  }

  function start(): Promise<DerivationRound> {
    if (running) {
      lookAgain = true;
      return running;
    }
    running = (async () => {
      const total: DerivationRound = { ready: 0, failed: 0, skipped: 0 };
      do {
        lookAgain = false;
        addTo(total, await pass());
      } while (lookAgain && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Derives pending photos in the background (after an upload, at start); errors are logged. */
    wake(): void {
      if (!deps.background || stopped) return;
      start().catch((error) => log('photo derivation stopped', error));
    },
    /** Derives every pending photo and answers what happened (the admin command, tests). */
    runPending: (): Promise<DerivationRound> => start(),
    /**
     * `photos:derive`: derives every pending photo (with `all`, every photo again) and answers
     * what it did and the states after. Resumable: a photo's state moves to READY as soon as its
     * files are in place, so an interrupted run goes on where it stopped.
     */
    async backfill(all: boolean): Promise<DerivationRound & { marked: number; states: Awaited<ReturnType<typeof repo.counts>> }> {
      let marked = 0;
      if (all) {
        marked += await repo.markAllPending();
        for (const more of deps.more ?? []) marked += await more.markAllPending();
      }
      const round = await start();
      return { ...round, marked, states: await repo.counts() };
    },
    /** Lets the photo being derived finish and starts no other. */
    async stop(): Promise<void> {
      stopped = true;
      await running?.catch(() => {});
    },
  };
}
export type PhotoDerivationService = ReturnType<typeof createPhotoDerivationService>;
