import { S3Client } from '@aws-sdk/client-s3';

/** Where and how to reach the bucket (from `STORAGE_URL` and the AWS variables, see config.ts). */
export interface S3StorageOptions {
  bucket: string;
  /** Keys start with `prefix/` (no slashes around it); empty for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph RGW, Yandex Object Storage); AWS itself when absent. */
  endpoint?: string | undefined;
  region: string;
  /** `bucket.host` (AWS) or `host/bucket` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (instance role, profile) finds them. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined } | undefined;
  /**
   * Longest a storage call waits for its answer, the SDK's retries included (a write gets a second
   * more per MB it sends); also the longest wait to connect and the longest silence on a connection.
   */
  timeoutMs: number;
  /** A local folder for derived files while sharp makes them (emptied at start). */
  tempDir: string;
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Two tries, both within the storage's deadline of one call (s3-storage.ts), then a 503.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      requestTimeout: options.timeoutMs * 6,
      throwOnRequestTimeout: true,
      // Photo responses stream from the bucket: more sockets than the SDK's 50, kept alive between requests.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    // Checksums only where S3 requires them: S3-compatible stores differ in the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
