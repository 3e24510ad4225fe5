import path from 'node:path';
import type { Config } from '../config';
import type { StorageConfig } from '../config/storage-config';
import { createLocalStorage } from './local-storage';
import type { PhotoStorage, PhotoStorages } from './storage';

/** The local uploads folder of a data folder (the default storage, and what `storage:copy` reads). */
export const localUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The local folder of collectors' private photos (ADR 088): beside `uploads/`, never served by `/uploads`. */
export const localCollectionPhotosDir = (dataDir: string) => path.join(dataDir, 'collection-photos');

/**
 * The key prefix of collectors' private photos in a bucket (ADR 088): beside the public photos'
 * prefix, not inside it, so STORAGE_PUBLIC_URL (which maps the public prefix) reaches none of them
 * and the public photos' sweeps, backups and `storage:copy` never list them.
 */
export const collectionPrefixOf = (prefix: string) => (prefix ? `${prefix}-collection-private` : 'collection-private');

type StorageDeps = Pick<Config, 'dataDir'> & { storage: StorageConfig };

/**
 * The storage a configuration names: DATA_DIR/uploads, or the bucket of STORAGE_URL. The AWS SDK
 * is imported only for a bucket: a local install's every start and CLI call skips its load.
 */
export async function createStorage(config: StorageDeps): Promise<PhotoStorage> {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalStorage(localUploadsDir(config.dataDir));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({ ...storage, tempDir: path.join(config.dataDir, 'storage-temp') });
}

/** Where collectors' private photos live: DATA_DIR/collection-photos, or the bucket's private prefix. */
export async function createCollectionStorage(config: StorageDeps): Promise<PhotoStorage> {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalStorage(localCollectionPhotosDir(config.dataDir));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({
    ...storage,
    prefix: collectionPrefixOf(storage.prefix),
    tempDir: path.join(config.dataDir, 'storage-temp'),
  });
}

/** Both photo storages of a setup, as a backup and a restore take them. */
export async function createPhotoStorages(config: StorageDeps): Promise<PhotoStorages> {
  return { catalogue: await createStorage(config), collection: await createCollectionStorage(config) };
}
