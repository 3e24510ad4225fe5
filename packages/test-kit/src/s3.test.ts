import { describe, expect, it } from 'vitest';
import { startS3Emulator } from './s3';

describe('startS3Emulator', () => {
  it('stores and serves objects, stops answering while paused and keeps them for resume', async () => {
    const s3 = await startS3Emulator({ bucket: 'kit-test' });
    try {
      const url = `${s3.endpoint}/${s3.bucket}/photos/a.txt`;
      expect((await fetch(url, { method: 'PUT', body: 'привет' })).status).toBe(200);
      expect(await (await fetch(url)).text()).toBe('привет');
      await fetch(`${s3.endpoint}/${s3.bucket}/other/b.txt`, { method: 'PUT', body: 'b' });
      expect(await s3.listKeys('photos/')).toEqual(['photos/a.txt']);
      expect(await s3.listKeys()).toEqual(['other/b.txt', 'photos/a.txt']);
      expect(s3.env('photos')).toMatchObject({ STORAGE_URL: 's3://kit-test/photos', AWS_ENDPOINT_URL: s3.endpoint });

      await s3.pause();
      await expect(fetch(url)).rejects.toThrow();
      await s3.resume();
      expect(await (await fetch(url)).text()).toBe('привет');
    } finally {
      await s3.stop();
    }
  });
});
