import { randomBytes } from 'node:crypto';
import nodeFs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live. Local disk now; an S3-compatible store can implement the same interface. */
export interface PhotoStorage {
  /** The folder served at `/uploads`. */
  readonly root: string;
  saveOriginal(fileName: string, ext: string, data: Buffer): Promise<void>;
  saveThumbnail(fileName: string, data: Buffer): Promise<void>;
  /** Removes the original, the thumbnail and every derived file. */
  remove(fileName: string, ext: string): Promise<void>;
  readOriginal(fileName: string, ext: string): Promise<Buffer>;
  /**
   * Makes a photo's derived files (display sizes, tiles): `build` fills an empty temp folder, which
   * then replaces the photo's derived folder at once, so a reader never sees half of them.
   */
  saveDerived<T>(fileName: string, build: (folder: string) => Promise<T>): Promise<T>;
  /** A derived file's path relative to the uploads folder (`relative` must be checked by the caller). */
  derivedPath(fileName: string, relative: string): string;
  readDerived(fileName: string, relative: string): Promise<Buffer>;
  /** Resolves when a small file can be written and removed; throws the file system's error otherwise. */
  checkWritable?(): Promise<void>;
}

/** A stored file as the maintenance sweep and backups see it. */
export interface StoredFile {
  /** The photo's `file_name` the file belongs to. */
  fileName: string;
  /** Relative to the uploads folder, `/`-separated. */
  relativePath: string;
  modifiedMs: number;
}

/** The local-disk storage with what maintenance and backups need besides the photo writes. */
export interface LocalStorage extends PhotoStorage {
  checkWritable(): Promise<void>;
  /** Removes temp files a crash or a failed write left behind; answers how many. */
  removeTempFiles(): Promise<number>;
  /** Every stored photo file: originals, thumbnails and derived folders (one entry per photo). */
  listFiles(): Promise<StoredFile[]>;
  removeFile(relativePath: string): Promise<void>;
  /** The original and the thumbnail of one photo (what a backup carries), relative to the uploads folder. */
  filesOf(fileName: string, ext: string): string[];
  /**
   * Defers removals until the returned release is called (a backup copying files must not see
   * one disappear under it); removals asked for meanwhile run at release.
   */
  holdRemovals(): () => Promise<void>;
}

/** The subset of `node:fs/promises` storage uses: tests pass one that fails like a full disk. */
export type StorageFs = Pick<typeof nodeFs, 'open' | 'rename' | 'rm' | 'mkdir' | 'readdir' | 'stat' | 'readFile'>;

export const photoUrl = (fileName: string, ext: string) => `/uploads/${fileName}.${ext}`;
export const thumbnailUrl = (fileName: string) => `/uploads/thumbs/${fileName}_thumb.jpg`;
/** Display sizes are `${sizesBase}-${width}.${avif|webp|jpg}`. */
export const sizesBase = (fileName: string) => `/uploads/${DERIVED}/${fileName}/size`;
/** The IIIF Image API base of a photo's tiles (`/info.json` beside them). */
export const tilesBase = (fileName: string) => `/iiif/images/${fileName}`;

/** The extension a stored original gets, by its content type. */
export function extensionFor(contentType: string): string {
  switch (contentType) {
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    default:
      return 'jpg';
  }
}

/** A fresh, unguessable stored file name. */
export const newFileName = () => randomBytes(12).toString('hex');

const TEMP_SUFFIX = '.tmp';
/** The folder of derived files, one subfolder per photo. */
const DERIVED = 'derived';
const DERIVED_FOLDER = /^([0-9a-z_-]+)$/i;
/** libvips leaves this beside tiles; nothing reads it. */
const VIPS_PROPERTIES = 'vips-properties.xml';
const ORIGINAL = /^([0-9a-z_-]+)\.(jpg|png|webp)$/i;
const THUMBNAIL = /^([0-9a-z_-]+)_thumb\.jpg$/i;

/** Flushes a folder's entries (a rename, an unlink) to disk; some file systems refuse, harmlessly. */
async function syncFolder(fs: StorageFs, folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } catch (error) {
    if (!['EINVAL', 'EISDIR', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Writes through a temp file: write, fsync, rename, fsync the folder. A reader never sees half a
 * file, a crash leaves the old state or the new one, and an acknowledged upload survives a power
 * loss. A failed write (a full disk) removes its temp file.
 */
async function writeDurably(fs: StorageFs, target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  try {
    const handle = await fs.open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
  await syncFolder(fs, path.dirname(target));
}

export function createLocalStorage(root: string, options: { fs?: StorageFs } = {}): LocalStorage {
  const fs = options.fs ?? nodeFs;
  const thumbs = path.join(root, 'thumbs');
  const derived = path.join(root, DERIVED);
  let ready: Promise<unknown> | undefined;
  // Made on first use, and again after a failure (the folder may become writable later).
  const ensureFolders = () => {
    ready ??= Promise.all([fs.mkdir(thumbs, { recursive: true }), fs.mkdir(derived, { recursive: true })]).catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const filesOf = (fileName: string, ext: string) => [`${fileName}.${ext}`, `thumbs/${fileName}_thumb.jpg`];
  const allFilesOf = (fileName: string, ext: string) => [...filesOf(fileName, ext), `${DERIVED}/${fileName}`];
  let holds = 0;
  let deferred: string[] = [];

  const removeNow = async (relativePath: string) => {
    await fs.rm(path.join(root, relativePath), { force: true, recursive: true });
  };

  const storage: LocalStorage = {
    root,
    async saveOriginal(fileName, ext, data) {
      await ensureFolders();
      await writeDurably(fs, path.join(root, `${fileName}.${ext}`), data);
    },
    async saveThumbnail(fileName, data) {
      await ensureFolders();
      await writeDurably(fs, path.join(thumbs, `${fileName}_thumb.jpg`), data);
    },
    async remove(fileName, ext) {
      const files = allFilesOf(fileName, ext);
      if (holds > 0) {
        deferred.push(...files);
        return;
      }
      await Promise.all(files.map(removeNow));
    },
    readOriginal: (fileName, ext) => fs.readFile(path.join(root, `${fileName}.${ext}`)),
    derivedPath: (fileName, relative) => `${DERIVED}/${fileName}/${relative}`,
    readDerived: (fileName, relative) => fs.readFile(path.join(derived, fileName, relative)),
    async saveDerived(fileName, build) {
      await ensureFolders();
      const temp = path.join(derived, `${fileName}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
      const target = path.join(derived, fileName);
      try {
        await fs.mkdir(temp);
        const result = await build(temp);
        await fs.rm(path.join(temp, VIPS_PROPERTIES), { force: true });
        await fs.rm(target, { recursive: true, force: true });
        await fs.rename(temp, target);
        await syncFolder(fs, derived);
        return result;
      } catch (error) {
        await fs.rm(temp, { recursive: true, force: true }).catch(() => {});
        throw error;
      }
    },
    async checkWritable() {
      await ensureFolders();
      const probe = path.join(root, `.health-${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
      await writeDurably(fs, probe, Buffer.from('ok'));
      await fs.rm(probe, { force: true });
    },
    async removeTempFiles() {
      let removed = 0;
      for (const folder of [root, thumbs, derived]) {
        const names = await fs.readdir(folder).catch(() => [] as string[]);
        for (const name of names) {
          if (!name.endsWith(TEMP_SUFFIX)) continue;
          await fs.rm(path.join(folder, name), { force: true, recursive: true });
          removed++;
        }
      }
      return removed;
    },
    async listFiles() {
      const found: StoredFile[] = [];
      for (const [folder, prefix, pattern] of [
        [root, '', ORIGINAL],
        [thumbs, 'thumbs/', THUMBNAIL],
        [derived, `${DERIVED}/`, DERIVED_FOLDER],
      ] as const) {
        const names = await fs.readdir(folder).catch(() => [] as string[]);
        for (const name of names) {
          const match = pattern.exec(name);
          if (!match?.[1]) continue;
          const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
          if (stat && (folder === derived ? stat.isDirectory() : stat.isFile()))
            found.push({ fileName: match[1], relativePath: `${prefix}${name}`, modifiedMs: stat.mtimeMs });
        }
      }
      return found;
    },
    removeFile: removeNow,
    filesOf,
    holdRemovals() {
      holds++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds--;
        if (holds > 0) return;
        const pending = deferred;
        deferred = [];
        await Promise.all(pending.map(removeNow));
      };
    },
  };
  // The folder served at /uploads should exist from the start; a failure here shows on first write.
  void ensureFolders().catch(() => {});
  return storage;
}
