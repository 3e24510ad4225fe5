import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { eachLimited, localFilesUnder } from './local-files';
import { s3Calls } from './s3-calls';
import { createS3Client, type S3StorageOptions } from './s3-client';
import { s3ErrorKind } from './s3-errors';
import {
  allFilesOf,
  contentTypeOf,
  createRemovalHold,
  DERIVED,
  filesOf,
  newFileName,
  type OpenedFile,
  ORIGINAL,
  type PhotoStorage,
  rangeBounds,
  StorageUnavailable,
  type StoredFile,
  THUMBNAIL,
  THUMBS,
  VIPS_PROPERTIES,
} from './storage';

/** Objects are uploaded this many at a time (a photo's tiles are a few hundred small files). */
const UPLOAD_CONCURRENCY = 8;
/** Stored names are random and never reused: a CDN or browser linked straight to the bucket may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Photos in an S3-compatible bucket, under `prefix/` with the same relative paths as the local folder (ADR 032). */
export function createS3Storage(options: S3StorageOptions, client: S3Client = createS3Client(options)): PhotoStorage {
  const { bucket } = options;
  const keyPrefix = options.prefix ? `${options.prefix}/` : '';
  const keyOf = (relativePath: string) => `${keyPrefix}${relativePath}`;
  const location = `s3://${bucket}${options.prefix ? `/${options.prefix}` : ''}`;

  const { withinDeadline, classified, call } = s3Calls(location, options.timeoutMs);

  const put = (relativePath: string, body: Buffer) =>
    call(relativePath, (abortSignal) =>
      client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(relativePath),
          Body: body,
          ContentType: contentTypeOf(relativePath),
          CacheControl: IMMUTABLE,
        }),
        { abortSignal },
      ),
    );

  /** The whole object: its answer within the deadline, then its body (the SDK's socket timeout bounds each silence). */
  async function read(relativePath: string): Promise<Buffer> {
    const answer = await call(relativePath, (abortSignal) =>
      client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(relativePath) }), { abortSignal }),
    );
    return Buffer.from(
      await classified(relativePath, () => (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
    );
  }

  /** Every key under a relative folder, with its size and time; each page within the deadline. */
  async function list(relativeFolder: string): Promise<{ relativePath: string; size: number; modifiedMs: number }[]> {
    const found: { relativePath: string; size: number; modifiedMs: number }[] = [];
    let token: string | undefined;
    do {
      const page = await call(relativeFolder, (abortSignal) =>
        client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyOf(relativeFolder), ContinuationToken: token }), { abortSignal }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(keyPrefix)) continue;
        found.push({
          relativePath: object.Key.slice(keyPrefix.length),
          size: object.Size ?? 0,
          modifiedMs: object.LastModified?.getTime() ?? 0,
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function deleteKeys(relativePaths: string[]): Promise<void> {
    for (let start = 0; start < relativePaths.length; start += 1000) {
      const batch = relativePaths.slice(start, start + 1000);
      const answer = await call(batch[0] ?? '', (abortSignal) =>
        client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((p) => ({ Key: keyOf(p) })), Quiet: true } }), {
          abortSignal,
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new StorageUnavailable(`${location}: ${failed.Key} was not removed (${failed.Code})`);
    }
  }

  /** A file, or a derived set with everything in it. */
  async function removeNow(relativePath: string): Promise<void> {
    if (relativePath.startsWith(`${DERIVED}/`)) {
      await deleteKeys((await list(`${relativePath.replace(/\/+$/, '')}/`)).map((object) => object.relativePath));
      return;
    }
    await call(relativePath, (abortSignal) =>
      client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(relativePath) }), { abortSignal }),
    );
  }
  const removals = createRemovalHold(removeNow);

  const storage: PhotoStorage = {
    kind: 's3',
    location,
    saveOriginal: (fileName, ext, data) => put(`${fileName}.${ext}`, data).then(() => {}),
    saveThumbnail: (fileName, data) => put(`${THUMBS}/${fileName}_thumb.jpg`, data).then(() => {}),
    remove: (fileName, ext) => removals.remove(allFilesOf(fileName, ext)),
    readOriginal: (fileName, ext) => read(`${fileName}.${ext}`),
    derivedPath: (fileName, relative) => `${DERIVED}/${fileName}/${relative}`,
    readDerived: (fileName, relative) => read(`${DERIVED}/${fileName}/${relative}`),

    /**
     * sharp writes into a local temp folder; its files are uploaded, `info.json` files last, and
     * then the objects of an older set that the new one lacks are removed. The DTOs link a
     * photo's derived files only once its row is READY, after this, so no reader sees half a set.
     */
    async saveDerived(fileName, build) {
      await fs.mkdir(options.tempDir, { recursive: true });
      const temp = await fs.mkdtemp(path.join(options.tempDir, `${fileName}-`));
      const base = `${DERIVED}/${fileName}/`;
      const uploaded: string[] = [];
      let before: string[] = [];
      try {
        const result = await build(temp);
        await fs.rm(path.join(temp, VIPS_PROPERTIES), { force: true });
        before = (await list(base)).map((object) => object.relativePath);
        const files = await localFilesUnder(temp);
        const last = files.filter((file) => file.endsWith('info.json'));
        for (const group of [files.filter((file) => !last.includes(file)), last]) {
          await eachLimited(group, UPLOAD_CONCURRENCY, async (file) => {
            await put(`${base}${file}`, await fs.readFile(path.join(temp, file)));
            uploaded.push(`${base}${file}`);
          });
        }
        const kept = new Set(uploaded);
        await deleteKeys(before.filter((key) => !kept.has(key)));
        return result;
      } catch (error) {
        // New objects an older set did not have would be left to nobody: removed, as far as the store lets us.
        const older = new Set(before);
        await deleteKeys(uploaded.filter((key) => !older.has(key))).catch(() => {});
        throw error;
      } finally {
        await fs.rm(temp, { recursive: true, force: true }).catch(() => {});
      }
    },

    async open(relativePath, request = {}): Promise<OpenedFile> {
      let asked = request.range;
      if (asked && 'suffix' in asked) {
        // The last N bytes: asked by offsets, since S3-compatible stores differ on suffix ranges.
        const size = await storage.sizeOf(relativePath);
        if (size === null) return { status: 'not-found' };
        const bounds = rangeBounds(asked, size);
        if (!bounds) return { status: 'range-not-satisfiable', size };
        asked = bounds;
      }
      const range = asked && !('suffix' in asked) ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined;
      let answer: GetObjectCommandOutput;
      try {
        // The deadline covers the answer's headers; the body then streams as long as it flows.
        answer = await withinDeadline((abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(relativePath), Range: range, IfNoneMatch: request.ifNoneMatch }), {
            abortSignal,
          }),
        );
      } catch (error) {
        if (error instanceof StorageUnavailable) throw error;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 304) return { status: 'not-modified', etag: request.ifNoneMatch ?? '' };
        if (status === 416) {
          const size = await storage.sizeOf(relativePath);
          return size === null ? { status: 'not-found' } : { status: 'range-not-satisfiable', size };
        }
        if (s3ErrorKind(error) === 'missing') return { status: 'not-found' };
        return classified(relativePath, () => Promise.reject(error));
      }
      const body = answer.Body as Readable;
      const etag = answer.ETag ?? '';
      if (request.ifNoneMatch && request.ifNoneMatch === etag) {
        body.destroy();
        return { status: 'not-modified', etag };
      }
      const length = answer.ContentLength ?? 0;
      const bounds = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      return {
        status: 'ok',
        body,
        contentType: answer.ContentType ?? contentTypeOf(relativePath),
        length,
        size: bounds ? Number(bounds[3]) : length,
        etag,
        lastModified: answer.LastModified ?? new Date(0),
        ...(range && bounds ? { range: { start: Number(bounds[1]), end: Number(bounds[2]) } } : {}),
      };
    },

    /** A probe written and removed within one deadline: the health check answers within STORAGE_TIMEOUT_MS. */
    async checkWritable() {
      const probe = `.health-${newFileName()}`;
      await call(probe, async (abortSignal) => {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(probe), Body: 'ok' }), { abortSignal });
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(probe) }), { abortSignal });
      });
    },

    /** Objects are written whole, so the store holds no half files; only the local temp folder has leftovers. */
    async removeTempFiles() {
      const names = await fs.readdir(options.tempDir).catch(() => [] as string[]);
      await Promise.all(names.map((name) => fs.rm(path.join(options.tempDir, name), { recursive: true, force: true })));
      return names.length;
    },

    async listFiles() {
      const found: StoredFile[] = [];
      const derivedSets = new Map<string, number>();
      for (const object of await list('')) {
        const parts = object.relativePath.split('/');
        if (parts.length === 1) {
          const match = ORIGINAL.exec(object.relativePath);
          if (match?.[1]) found.push({ fileName: match[1], relativePath: object.relativePath, modifiedMs: object.modifiedMs });
        } else if (parts.length === 2 && parts[0] === THUMBS) {
          const match = THUMBNAIL.exec(parts[1] ?? '');
          if (match?.[1]) found.push({ fileName: match[1], relativePath: object.relativePath, modifiedMs: object.modifiedMs });
        } else if (parts[0] === DERIVED && parts.length > 2 && /^[0-9a-z_-]+$/i.test(parts[1] ?? '')) {
          const name = parts[1] as string;
          derivedSets.set(name, Math.max(derivedSets.get(name) ?? 0, object.modifiedMs));
        }
      }
      for (const [name, modifiedMs] of derivedSets) found.push({ fileName: name, relativePath: `${DERIVED}/${name}`, modifiedMs });
      return found;
    },
    removeFile: removeNow,
    filesOf,
    holdRemovals: removals.hold,

    async copyOut(relativePath, localFile) {
      let answer: GetObjectCommandOutput;
      try {
        answer = await call(relativePath, (abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(relativePath) }), { abortSignal }),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      await classified(relativePath, () => pipeline(answer.Body as Readable, createWriteStream(localFile)));
      return true;
    },
    async copyIn(localFile, relativePath) {
      await put(relativePath, await fs.readFile(localFile));
    },
    async sizeOf(relativePath) {
      try {
        const head = await call(relativePath, (abortSignal) =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(relativePath) }), { abortSignal }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
  return storage;
}
