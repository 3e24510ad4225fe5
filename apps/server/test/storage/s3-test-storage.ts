import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type S3Emulator, startS3Emulator } from '@museum/test-kit';
import { afterAll, beforeAll } from 'vitest';
import { createS3Storage } from '../../src/lib/s3-storage';
import type { PhotoStorage } from '../../src/lib/storage';

/** One S3 emulator per test file: started before the first test, stopped after the last. */
export function useS3Emulator(): S3Emulator {
  const holder = {} as S3Emulator;
  beforeAll(async () => {
    Object.assign(holder, await startS3Emulator());
  });
  afterAll(async () => {
    await holder.stop?.();
  });
  return holder;
}

/** A storage under a fresh prefix of the emulator's bucket, so tests sharing a bucket never see each other's files. */
export function s3StorageIn(s3: S3Emulator, dataDir: string, prefix = `t-${randomBytes(4).toString('hex')}`): PhotoStorage {
  return createS3Storage({
    bucket: s3.bucket,
    prefix,
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    timeoutMs: 2_000,
    tempDir: path.join(dataDir, 'storage-temp'),
  });
}
