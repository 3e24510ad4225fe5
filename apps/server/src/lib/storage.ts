import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo files live: a local folder or an S3-compatible bucket (ADR 032). Every file has a
 * relative path (`{name}.jpg`, `thumbs/{name}_thumb.jpg`, `derived/{name}/...`), the same in both,
 * so backups, exports and `storage:copy` move files between them unchanged.
 */
export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  saveOriginal(fileName: string, ext: string, data: Buffer): Promise<void>;
  saveThumbnail(fileName: string, data: Buffer): Promise<void>;
  /** Removes the original, the thumbnail and every derived file (later, while removals are held). */
  remove(fileName: string, ext: string): Promise<void>;
  /** Throws an error with code ENOENT when there is no such original. */
  readOriginal(fileName: string, ext: string): Promise<Buffer>;
  /**
   * Makes a photo's derived files (display sizes, tiles): `build` fills an empty local temp folder,
   * whose files then replace the photo's derived set, so a reader never sees half of them.
   */
  saveDerived<T>(fileName: string, build: (folder: string) => Promise<T>): Promise<T>;
  /** A derived file's relative path (`relative` must be checked by the caller). */
  derivedPath(fileName: string, relative: string): string;
  readDerived(fileName: string, relative: string): Promise<Buffer>;
  /** Opens a stored file for sending, honouring one byte range and a known ETag (S3 serving, ADR 032). */
  open(relativePath: string, request?: OpenRequest): Promise<OpenedFile>;
  /** Resolves when a small file can be written and removed; throws the storage's error otherwise. */
  checkWritable(): Promise<void>;
  /** Removes temp files a crash or a failed write left behind; answers how many. */
  removeTempFiles(): Promise<number>;
  /** Every stored photo file: originals, thumbnails and derived sets (one entry per photo). */
  listFiles(): Promise<StoredFile[]>;
  /** Removes a file, or a derived set (`derived/{name}`) with everything in it. */
  removeFile(relativePath: string): Promise<void>;
  /** The original and the thumbnail of one photo (what a backup carries), as relative paths. */
  filesOf(fileName: string, ext: string): string[];
  /**
   * Defers removals until the returned release is called (a backup copying files must not see
   * one disappear under it); removals asked for meanwhile run at release.
   */
  holdRemovals(): () => Promise<void>;
  /** Copies a stored file to a local file (its folder must exist); false when there is no such file. */
  copyOut(relativePath: string, localFile: string): Promise<boolean>;
  /** Stores a local file under a relative path. */
  copyIn(localFile: string, relativePath: string): Promise<void>;
  /** The size of a stored file, or null when there is none (`storage:copy` compares sizes). */
  sizeOf(relativePath: string): Promise<number | null>;
}

/** A stored file as the maintenance sweep and backups see it. */
export interface StoredFile {
  /** The photo's `file_name` the file belongs to. */
  fileName: string;
  /** Relative to the storage root, `/`-separated. */
  relativePath: string;
  modifiedMs: number;
}

/** One byte range: `start`-`end` inclusive, or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface OpenRequest {
  range?: ByteRange;
  /** The client's If-None-Match: a match answers `not-modified`. */
  ifNoneMatch?: string;
}

export type OpenedFile =
  | { status: 'not-found' }
  | { status: 'not-modified'; etag: string }
  | { status: 'range-not-satisfiable'; size: number }
  | {
      status: 'ok';
      body: Readable;
      contentType: string;
      /** Bytes sent (the range's length when one was asked). */
      length: number;
      /** The whole file's size. */
      size: number;
      etag: string;
      lastModified: Date;
      /** Set when a range is sent: the inclusive bounds. */
      range?: { start: number; end: number };
    };

/**
 * The storage cannot be reached or refuses us (network, timeout, credentials, a missing bucket):
 * a 503 STORAGE_UNAVAILABLE that a retry, or an operator, fixes.
 */
export class StorageUnavailable extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

/** Why a storage call was aborted: it had no answer within its deadline (STORAGE_TIMEOUT_MS, ADR 047). */
export class StorageDeadline extends Error {
  constructor(readonly deadlineMs: number) {
    super(`no answer within ${deadlineMs} ms`);
    this.name = 'StorageDeadline';
  }
}

/** The storage has no space or quota left: a 507, like a full disk. */
export class StorageFull extends Error {
  readonly code = 'ENOSPC';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageFull';
  }
}

/** The error a missing file gives, whatever the storage (what callers test for). */
export function missingFile(relativePath: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file ${relativePath}`), { code: 'ENOENT' });
}

/** Where photo files are linked from: this server's `/uploads`, or STORAGE_PUBLIC_URL for published photos. */
export const UPLOADS_BASE = '/uploads';
/** A path made absolute on `origin`; a URL with an origin of its own (STORAGE_PUBLIC_URL's) stays as it is. */
export const absoluteOn = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
export const photoUrl = (base: string, fileName: string, ext: string) => `${base}/${fileName}.${ext}`;
export const thumbnailUrl = (base: string, fileName: string) => `${base}/thumbs/${fileName}_thumb.jpg`;
/** Display sizes are `${sizesBase}-${width}.${avif|webp|jpg}`. */
export const sizesBase = (base: string, fileName: string) => `${base}/${DERIVED}/${fileName}/size`;
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

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
};

/** The content type a stored file is served with, by its extension. */
export const contentTypeOf = (relativePath: string) =>
  CONTENT_TYPES[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream';

/** A fresh, unguessable stored file name. */
export const newFileName = () => randomBytes(12).toString('hex');

/** The folder of derived files, one subfolder per photo. */
export const DERIVED = 'derived';
export const THUMBS = 'thumbs';
/** libvips leaves this beside tiles; nothing reads it. */
export const VIPS_PROPERTIES = 'vips-properties.xml';
export const ORIGINAL = /^([0-9a-z_-]+)\.(jpg|png|webp)$/i;
export const THUMBNAIL = /^([0-9a-z_-]+)_thumb\.jpg$/i;
export const DERIVED_FOLDER = /^([0-9a-z_-]+)$/i;

/**
 * Where a setup keeps its photo files: the catalogue's, and the collectors' private ones in a storage
 * of their own (ADR 088). Backups, restores and the orphan sweep take both.
 */
export interface PhotoStorages {
  catalogue: PhotoStorage;
  collection: PhotoStorage;
}

export const filesOf = (fileName: string, ext: string) => [`${fileName}.${ext}`, `${THUMBS}/${fileName}_thumb.jpg`];
/** What `remove` takes away: the original, the thumbnail and the derived set. */
export const allFilesOf = (fileName: string, ext: string) => [...filesOf(fileName, ext), `${DERIVED}/${fileName}`];

/** A relative path a request may name: no `..`, no hidden parts, nothing absolute. */
export const isSafeRelativePath = (relativePath: string) =>
  /^[0-9a-z,!.^:_/-]+$/i.test(relativePath) && relativePath.split('/').every((part) => part !== '' && !part.startsWith('.'));

/**
 * Defers removals while a backup copies files: `remove` calls `removeNow` at once, or at the
 * last release when holds are taken.
 */
export function createRemovalHold(removeNow: (relativePath: string) => Promise<void>) {
  let holds = 0;
  let deferred: string[] = [];
  return {
    async remove(paths: string[]) {
      if (holds > 0) {
        deferred.push(...paths);
        return;
      }
      await Promise.all(paths.map(removeNow));
    },
    hold(): () => Promise<void> {
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
}

/** The inclusive bounds a range takes in a file of `size` bytes; null when it asks for none of them (416). */
export function rangeBounds(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/**
 * The one byte range a Range header asks for (RFC 9110 §14.1.2). Anything else (another unit,
 * several ranges, a malformed value) answers undefined: the whole file is sent, as the RFC allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}
