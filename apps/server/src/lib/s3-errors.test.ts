import { describe, expect, it } from 'vitest';
import { s3ErrorKind } from './s3-errors';

const sdkError = (name: string, httpStatusCode?: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

describe('s3ErrorKind', () => {
  it('tells a missing object from a missing bucket', () => {
    expect(s3ErrorKind(sdkError('NoSuchKey', 404))).toBe('missing');
    expect(s3ErrorKind(sdkError('NotFound', 404))).toBe('missing');
    expect(s3ErrorKind(sdkError('NoSuchBucket', 404))).toBe('unavailable');
  });

  it('takes quota errors for a full store and refusals, 5xx and network failures for an unavailable one', () => {
    expect(s3ErrorKind(sdkError('QuotaExceeded', 403))).toBe('full');
    expect(s3ErrorKind(sdkError('XMinioStorageFull', 507))).toBe('full');
    expect(s3ErrorKind(sdkError('AccessDenied', 403))).toBe('unavailable');
    expect(s3ErrorKind(sdkError('InternalError', 500))).toBe('unavailable');
    expect(s3ErrorKind(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(s3ErrorKind(Object.assign(new Error('slow'), { name: 'TimeoutError' }))).toBe('unavailable');
    expect(s3ErrorKind(new Error('wrapped', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }))).toBe('unavailable');
  });

  it('leaves errors that are not the store’s alone', () => {
    expect(s3ErrorKind(new TypeError('a bug'))).toBeUndefined();
    expect(s3ErrorKind(undefined)).toBeUndefined();
  });
});
