import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The upload host is read when the module loads: each case loads it afresh under its own setting. */
async function withHost(host: string) {
  vi.stubEnv('VITE_UPLOAD_HOST', host);
  vi.resetModules();
  return import('./photo-urls');
}

describe('withUploadHost', () => {
  it('serves the public uploads from the upload host, a collector’s private photo from this site only (ADR 088)', async () => {
    const { withUploadHost } = await withHost('https://cdn.example');
    expect(withUploadHost('/uploads/abc.jpg')).toBe('https://cdn.example/uploads/abc.jpg');
    expect(withUploadHost('/api/collection/photos/7/thumb.jpg')).toBe('/api/collection/photos/7/thumb.jpg');
    expect(withUploadHost('https://elsewhere.example/a.jpg')).toBe('https://elsewhere.example/a.jpg');
  });
});
