import { describe, expect, it } from 'vitest';
import { startS3Emulator } from './s3';
import { scaled } from './timeouts';

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

  it("lists past the emulator's 1000 keys a page", { timeout: scaled(60_000) }, async () => {
    const s3 = await startS3Emulator({ bucket: 'kit-many' });
    try {
      const names = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}.txt`);
      for (let i = 0; i < names.length; i += 50) {
        await Promise.all(names.slice(i, i + 50).map((name) => fetch(`${s3.endpoint}/${s3.bucket}/${name}`, { method: 'PUT', body: 'x' })));
      }
      expect(await s3.listKeys('many/')).toEqual(names);
    } finally {
      await s3.stop();
    }
  });
});
