import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import nodeFs from 'node:fs/promises';
import path from 'node:path';
import {
  allFilesOf,
  contentTypeOf,
  createRemovalHold,
  DERIVED,
  DERIVED_FOLDER,
  filesOf,
  type OpenedFile,
  type OpenRequest,
  ORIGINAL,
  type PhotoStorage,
  rangeBounds,
  type StoredFile,
  THUMBNAIL,
  VIPS_PROPERTIES,
} from './storage';

/** The local-disk storage: the folder is served at `/uploads` as it is. */
export interface LocalStorage extends PhotoStorage {
  readonly kind: 'local';
  /** The folder served at `/uploads`. */
  readonly root: string;
}

export const isLocalStorage = (storage: PhotoStorage): storage is LocalStorage => storage.kind === 'local' && 'root' in storage;

/** The subset of `node:fs/promises` storage uses: tests pass one that fails like a full disk. */
export type StorageFs = Pick<typeof nodeFs, 'open' | 'rename' | 'rm' | 'mkdir' | 'readdir' | 'stat' | 'readFile' | 'copyFile'>;

const TEMP_SUFFIX = '.tmp';

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
  const removeNow = async (relativePath: string) => {
    await fs.rm(path.join(root, relativePath), { force: true, recursive: true });
  };
  const removals = createRemovalHold(removeNow);

  const storage: LocalStorage = {
    kind: 'local',
    root,
    location: root,
    async saveOriginal(fileName, ext, data) {
      await ensureFolders();
      await writeDurably(fs, path.join(root, `${fileName}.${ext}`), data);
    },
    async saveThumbnail(fileName, data) {
      await ensureFolders();
      await writeDurably(fs, path.join(thumbs, `${fileName}_thumb.jpg`), data);
    },
    remove: (fileName, ext) => removals.remove(allFilesOf(fileName, ext)),
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
    open: (relativePath, request = {}) => openLocalFile(fs, path.join(root, relativePath), request),
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
    holdRemovals: removals.hold,
    async copyOut(relativePath, localFile) {
      try {
        await fs.copyFile(path.join(root, relativePath), localFile);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async copyIn(localFile, relativePath) {
      const target = path.join(root, relativePath);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeDurably(fs, target, await fs.readFile(localFile));
    },
    async sizeOf(relativePath) {
      const stat = await fs.stat(path.join(root, relativePath)).catch(() => undefined);
      return stat?.isFile() ? stat.size : null;
    },
  };
  // The folder served at /uploads should exist from the start; a failure here shows on first write.
  void ensureFolders().catch(() => {});
  return storage;
}

/** A file on disk opened for sending, with a weak ETag of its size and time (as @fastify/send makes). */
async function openLocalFile(fs: StorageFs, file: string, request: OpenRequest): Promise<OpenedFile> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return { status: 'not-found' };
  const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  if (request.ifNoneMatch === etag) return { status: 'not-modified', etag };
  const bounds = request.range ? rangeBounds(request.range, stat.size) : undefined;
  if (bounds === null) return { status: 'range-not-satisfiable', size: stat.size };
  const { start, end } = bounds ?? { start: 0, end: stat.size - 1 };
  return {
    status: 'ok',
    body: createReadStream(file, { start, end }),
    contentType: contentTypeOf(file),
    length: end - start + 1,
    size: stat.size,
    etag,
    lastModified: stat.mtime,
    ...(bounds ? { range: bounds } : {}),
  };
}
