import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type S3Emulator, scaled, startS3Emulator } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../upload-helpers';
import { freePort, type Spawned, spawnEntry, waitForOutput } from './spawn';

type Photo = {
  id: number;
  url: string;
  thumbnailUrl: string;
  image: { sizes: { base: string; widths: number[] } | null; tiles: string | null };
};

describe('the real server and the admin CLI with STORAGE_URL=s3://…', () => {
  let s3: S3Emulator;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Emulator();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-s3-'));
  });
  afterAll(async () => {
    await s3?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const objects = (prefix: string) => s3.listKeys(`${prefix}/`);

  it(
    'stores the demo photos in the bucket, serves them at /uploads and derives sizes and tiles into it',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server: Spawned = spawnEntry('src/main.ts', [], {
        ...s3.env('site'),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
      });
      try {
        // The first start loads the demo catalogue and its photos into the bucket before it is
        // ready: as long as the first start without a bucket gets (first-start-stop), it timed out
        // at 240 s with two busy loops and the other tiers on both cores.
        await waitForOutput(server, /Museum ready/, 360_000);
        expect(server.output()).toContain(`photos: s3://${s3.bucket}/site`);
        const page = (await (await fetch(`${base}/api/archive/photos/page?size=1`)).json()) as { content: Photo[] };
        const first = page.content[0] as Photo;
        const served = await fetch(base + first.url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(Number(served.headers.get('content-length'))).toBe((await served.arrayBuffer()).byteLength);
        expect(await objects('site')).toContain(`site/${first.url.replace('/uploads/', '')}`);
        expect(await storedFiles(path.join(dataDir, 'uploads'))).toEqual([]);

        // The first start's demo load derived sizes and tiles into the bucket (ADR 040).
        let photo = first;
        await expect
          .poll(
            async () => {
              photo = (await (await fetch(`${base}/api/archive/photos/${first.id}`)).json()) as Photo;
              return photo.image.sizes;
            },
            { timeout: scaled(180_000), interval: 500 },
          )
          .not.toBeNull();
        expect((await fetch(`${base}${photo.image.sizes?.base}-${photo.image.sizes?.widths[0]}.webp`)).headers.get('content-type')).toBe(
          'image/webp',
        );
        expect(((await (await fetch(`${base}${photo.image.tiles}/info.json`)).json()) as { id: string }).id).toBe(
          `${base}${photo.image.tiles}`,
        );
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    scaled(560_000),
  );

  it(
    'copies a local uploads folder into a bucket with storage:copy, resumes, and says clearly what is wrong',
    async () => {
      const folder = path.join(dataDir, 'to-copy');
      await fs.mkdir(path.join(folder, 'thumbs'), { recursive: true });
      await fs.mkdir(path.join(folder, 'derived', 'abc'), { recursive: true });
      await fs.writeFile(path.join(folder, 'abc.jpg'), 'original');
      await fs.writeFile(path.join(folder, 'thumbs', 'abc_thumb.jpg'), 'thumb');
      await fs.writeFile(path.join(folder, 'derived', 'abc', 'size-320.webp'), 'size');
      await fs.writeFile(path.join(folder, 'abc.jpg.0123.tmp'), 'half a file');
      const copy = async (args: string[], env: Record<string, string> = s3.env()) => {
        const run = spawnEntry('src/cli/admin.ts', ['storage:copy', ...args], { ...env, DATA_DIR: dataDir, DEMO_DATA: '0' });
        return { code: await run.exited, output: run.output() };
      };
      const target = `s3://${s3.bucket}/moved`;

      const first = await copy(['--to', target, '--from', folder]);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('3 files, 3 copied');
      expect((await objects('moved')).sort()).toEqual(['moved/abc.jpg', 'moved/derived/abc/size-320.webp', 'moved/thumbs/abc_thumb.jpg']);

      // A second run skips what is there with the same size and copies what changed.
      await fs.writeFile(path.join(folder, 'abc.jpg'), 'original, longer now');
      const again = await copy(['--to', target, '--from', folder]);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toContain('3 files, 1 copied');
      expect(again.output).toContain('2 already there with the same size');

      const noTarget = await copy(['--from', folder]);
      expect(noTarget.code).toBe(2);
      expect(noTarget.output).toContain('Укажите, куда копировать');
      const noFolder = await copy(['--to', target, '--from', path.join(dataDir, 'nothing-here')]);
      expect(noFolder.code).toBe(1);
      expect(noFolder.output).toContain('does not exist');

      await s3.pause();
      try {
        const down = await copy(['--to', target, '--from', folder]);
        expect(down.code).toBe(1);
        expect(down.output).toContain('does not answer or refuses the credentials');
        expect(down.output).toContain('не отвечает');
        expect(down.output).not.toContain(s3.secretAccessKey === 'S3RVER' ? 'secretAccessKey' : s3.secretAccessKey);
      } finally {
        await s3.resume();
      }
    },
    // Six runs of the admin CLI, each a fresh TypeScript process: half a minute on a busy machine.
    scaled(240_000),
  );
});
