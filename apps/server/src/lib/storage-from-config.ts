import path from 'node:path';
import type { Config } from '../config';
import type { StorageConfig } from '../config/storage-config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { PhotoStorage } from './storage';

/** The local uploads folder of a data folder (the default storage, and what `storage:copy` reads). */
export const localUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The storage a configuration names: DATA_DIR/uploads, or the bucket of STORAGE_URL. */
export function createStorage(config: Pick<Config, 'dataDir'> & { storage: StorageConfig }): PhotoStorage {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalStorage(localUploadsDir(config.dataDir));
  return createS3Storage({ ...storage, tempDir: path.join(config.dataDir, 'storage-temp') });
}
