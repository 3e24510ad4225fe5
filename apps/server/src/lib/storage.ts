import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live. Local disk now; an S3-compatible store can implement the same interface. */
export interface PhotoStorage {
  /** The folder served at `/uploads`. */
  readonly root: string;
  saveOriginal(fileName: string, ext: string, data: Buffer): Promise<void>;
  saveThumbnail(fileName: string, data: Buffer): Promise<void>;
  remove(fileName: string, ext: string): Promise<void>;
}

export const photoUrl = (fileName: string, ext: string) => `/uploads/${fileName}.${ext}`;
export const thumbnailUrl = (fileName: string) => `/uploads/thumbs/${fileName}_thumb.jpg`;

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

/** Writes through a temp file and a rename, so a reader never sees half a file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, data);
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export function createLocalStorage(root: string): PhotoStorage {
  const thumbs = path.join(root, 'thumbs');
  const ready = fs.mkdir(thumbs, { recursive: true });
  return {
    root,
    async saveOriginal(fileName, ext, data) {
      await ready;
      await writeAtomically(path.join(root, `${fileName}.${ext}`), data);
    },
    async saveThumbnail(fileName, data) {
      await ready;
      await writeAtomically(path.join(thumbs, `${fileName}_thumb.jpg`), data);
    },
    async remove(fileName, ext) {
      await fs.rm(path.join(root, `${fileName}.${ext}`), { force: true });
      await fs.rm(path.join(thumbs, `${fileName}_thumb.jpg`), { force: true });
    },
  };
}
