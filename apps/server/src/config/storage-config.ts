/** The AWS variables an s3:// storage reads, as the configuration parsed them. */
export interface S3Env {
  AWS_ENDPOINT_URL?: string | undefined;
  AWS_REGION: string;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_SESSION_TOKEN?: string | undefined;
  STORAGE_S3_FORCE_PATH_STYLE?: boolean | undefined;
  STORAGE_TIMEOUT_MS: number;
}

/** Photos on local disk (DATA_DIR/uploads) or in an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string | undefined } | undefined;
      timeoutMs: number;
    };

/** `s3://bucket/some/prefix` as its bucket and prefix (no slashes around it). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match?.[1]) throw new Error(`Not an s3:// address: ${url}`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/** The storage an s3:// address names, reached with the AWS variables of `e`. */
export function s3StorageConfig(url: string, e: S3Env): StorageConfig {
  if ((e.AWS_ACCESS_KEY_ID === undefined) !== (e.AWS_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('Invalid configuration:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    kind: 's3',
    ...parseS3Url(url),
    endpoint: e.AWS_ENDPOINT_URL,
    region: e.AWS_REGION,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE ?? e.AWS_ENDPOINT_URL !== undefined,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN }
        : undefined,
    timeoutMs: e.STORAGE_TIMEOUT_MS,
  };
}
