/** What an S3 error means to the storage: a missing object, a full store, a store that is away or refuses us. */
export type S3ErrorKind = 'missing' | 'full' | 'unavailable';

const MISSING = new Set(['NoSuchKey', 'NotFound']);
const FULL = new Set(['QuotaExceeded', 'XMinioStorageFull', 'StorageFull', 'InsufficientStorage']);
/** Network failures Node reports while connecting or talking to the store. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
]);

/**
 * Classifies an error of the AWS SDK: a 404 on an object is `missing`; quota errors are `full`;
 * timeouts, network errors, 5xx, refused credentials and a missing bucket are `unavailable` (an
 * operator or a retry fixes them). Anything else (a bug of ours) is left alone: undefined.
 */
export function s3ErrorKind(error: unknown): S3ErrorKind | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { name, code, $metadata } = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (name && MISSING.has(name)) return 'missing';
  if (name === 'NoSuchBucket') return 'unavailable';
  if (status === 404) return 'missing';
  if (name && FULL.has(name)) return 'full';
  if (name === 'TimeoutError' || name === 'AbortError' || (code && NETWORK_CODES.has(code))) return 'unavailable';
  if ($metadata) return 'unavailable';
  const cause = (error as { cause?: unknown }).cause;
  return cause ? s3ErrorKind(cause) : undefined;
}
