/**
 * The demo photos' derived files, made once by the build and copied by every first start instead
 * of drawn (ADR 074): drawing them is 0.46 s of CPU a photo, a minute or more for the demo
 * catalogue on a small machine. An entry is keyed by its original's SHA-256, so a changed demo
 * picture misses and is drawn as before; the folder is named by a fingerprint of the code that
 * draws (its sources and sharp's libraries), so changed code misses as a whole.
 *
 * The demo photos themselves (drawn from SVG, with their thumbnails) are kept too, keyed by what
 * they show: a first start then runs no image work at all.
 *
 * Layout: `pictures/<sha256 of the spec>/{original,thumbnail}.jpg`, `photos/<sha256>/` (the derived
 * files), `photos/<sha256>.placeholder`, `crops/<sha256>-<x>,<y>,<w>,<h>/`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DerivedFileMaker } from './derived-file-maker';
import { loadSharp } from './images';
import { installCacheFolder } from './install-cache';
import type { CropRectangle } from './region-crops';

/** The sources whose code decides a derived file's bytes, from the server's folder. */
const DRAWING_SOURCES = [
  'src/lib/photo-derivatives.ts',
  'src/lib/region-crops.ts',
  'src/lib/images.ts',
  'src/db/demo-data/demo-images.ts',
  'src/db/demo-data/demo-drawings.ts',
];

/** The server's folder: this module is `src/lib/*.ts` from source, a chunk in `dist/` once built. */
const serverRoot = () => fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../' : '../', import.meta.url));

/**
 * A fingerprint of the drawing code: its sources and the libvips sharp runs. Null when the sources
 * are not there to read (an install of dist/ alone): no cache is then trusted.
 */
export async function drawingFingerprint(root = serverRoot()): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    for (const source of DRAWING_SOURCES) hash.update(await fs.readFile(path.join(root, source)));
  } catch {
    return null;
  }
  hash.update(JSON.stringify((await loadSharp()).versions));
  return hash.digest('hex').slice(0, 16);
}

/** The cache folder for the current drawing code, in the install's cache; null when it cannot be named. */
export async function demoDerivedCacheFolder(): Promise<string | null> {
  const fingerprint = await drawingFingerprint();
  return fingerprint && path.join(installCacheFolder(), `demo-derived-${fingerprint}`);
}

const keyOf = (original: Buffer) => createHash('sha256').update(original).digest('hex');
const photoEntry = (cache: string, original: Buffer) => path.join(cache, 'photos', keyOf(original));
const cropEntry = (cache: string, original: Buffer, { x, y, width, height }: CropRectangle) =>
  path.join(cache, 'crops', `${keyOf(original)}-${x},${y},${width},${height}`);

/**
 * Copies a folder's files by reading and writing them, so the copies get this process's umask
 * (a data folder's files are private, ADR 045) and not the cache's modes.
 */
async function copyFiles(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await copyFiles(source, target);
    else await fs.writeFile(target, await fs.readFile(source));
  }
}

/** What a cached drawing did: sets taken from the cache, sets drawn because it had none. */
export interface CacheUse {
  taken: number;
  drawn: number;
}

/** A demo picture and its thumbnail, drawn from a description of it (JSON: its key in the cache). */
export type DrawPicture<S> = (spec: S) => Promise<{ original: Buffer; thumbnail: Buffer }>;

/** The drawing of the demo catalogue's first load: its pictures, then their derived files. */
export interface DemoDrawing<S> {
  pictures: DrawPicture<S>;
  files: DerivedFileMaker;
}

const pictureEntry = (cache: string, spec: unknown) =>
  path.join(cache, 'pictures', createHash('sha256').update(JSON.stringify(spec)).digest('hex'));

/** Takes each picture and set of files from `cache` when it has them, else draws them with `here`. */
export function fromCache<S>(cache: string, here: DemoDrawing<S>): DemoDrawing<S> & { use: CacheUse } {
  const use: CacheUse = { taken: 0, drawn: 0 };
  /** The cached entry's work when it exists, else the drawing's. */
  const either = async <T>(entry: string, cached: () => Promise<T>, draw: () => Promise<T>) => {
    if (!existsSync(entry)) {
      use.drawn++;
      return draw();
    }
    const result = await cached();
    use.taken++;
    return result;
  };
  return {
    use,
    pictures: (spec) => {
      const entry = pictureEntry(cache, spec);
      return either(
        entry,
        async () => ({
          original: await fs.readFile(path.join(entry, 'original.jpg')),
          thumbnail: await fs.readFile(path.join(entry, 'thumbnail.jpg')),
        }),
        () => here.pictures(spec),
      );
    },
    files: {
      photo: (original, folder) => {
        const entry = photoEntry(cache, original);
        return either(
          entry,
          async () => {
            await copyFiles(entry, folder);
            return { placeholder: await fs.readFile(`${entry}.placeholder`, 'utf8') };
          },
          () => here.files.photo(original, folder),
        );
      },
      crop: (original, rectangle, folder) => {
        const entry = cropEntry(cache, original, rectangle);
        return either(
          entry,
          () => copyFiles(entry, folder),
          () => here.files.crop(original, rectangle, folder),
        );
      },
    },
  };
}

/** Draws with `here` and keeps a copy of every picture and set of files in `cache` (the build's cache maker). */
export function recordingInto<S>(cache: string, here: DemoDrawing<S>): DemoDrawing<S> {
  return {
    async pictures(spec) {
      const drawn = await here.pictures(spec);
      const entry = pictureEntry(cache, spec);
      await fs.mkdir(entry, { recursive: true });
      await fs.writeFile(path.join(entry, 'original.jpg'), drawn.original);
      await fs.writeFile(path.join(entry, 'thumbnail.jpg'), drawn.thumbnail);
      return drawn;
    },
    files: {
      async photo(original, folder) {
        const made = await here.files.photo(original, folder);
        const entry = photoEntry(cache, original);
        await copyFiles(folder, entry);
        await fs.writeFile(`${entry}.placeholder`, made.placeholder);
        return made;
      },
      async crop(original, rectangle, folder) {
        await here.files.crop(original, rectangle, folder);
        await copyFiles(folder, cropEntry(cache, original, rectangle));
      },
    },
  };
}
