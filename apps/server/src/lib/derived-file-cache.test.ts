import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/upload-helpers';
import { type DemoDrawing, drawingFingerprint, fromCache, recordingInto } from './derived-file-cache';
import { deriveHere } from './derived-file-maker';

/** Every file under `folder`, by its path inside it, with its bytes. */
async function filesIn(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(path.relative(folder, path.join(entry.parentPath, entry.name)), await fs.readFile(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

describe('the cache of the demo photos’ drawing (ADR 074)', () => {
  let dir: string;
  let original: Buffer;
  const region = { x: 10, y: 20, width: 300, height: 200 };
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-derived-cache-'));
    original = await testImage('jpeg', 700, 500);
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const folder = async (name: string) => {
    await fs.mkdir(path.join(dir, name), { recursive: true });
    return path.join(dir, name);
  };
  const here: DemoDrawing<{ n: number }> = {
    pictures: async ({ n }) => ({ original: await testImage('jpeg', 100 + n, 80), thumbnail: Buffer.from(`thumbnail ${n}`) }),
    files: deriveHere,
  };
  /** A drawing that fails the test when it is asked to draw: everything must come from the cache. */
  const nothingDrawn: DemoDrawing<{ n: number }> = {
    pictures: () => Promise.reject(new Error('drawn, not taken from the cache')),
    files: {
      photo: () => Promise.reject(new Error('derived, not taken from the cache')),
      crop: () => Promise.reject(new Error('cropped, not taken from the cache')),
    },
  };

  it('gives back what the build drew, byte for byte, without drawing', async () => {
    const cache = await folder('cache');
    await Promise.all(['photos', 'crops'].map((sub) => fs.mkdir(path.join(cache, sub))));
    const recording = recordingInto(cache, here);
    const picture = await recording.pictures({ n: 1 });
    const made = await recording.files.photo(original, await folder('drawn'));
    await recording.files.crop(original, region, await folder('drawn-crop'));

    const cached = fromCache(cache, nothingDrawn);
    expect(await cached.pictures({ n: 1 })).toEqual(picture);
    expect(await cached.files.photo(original, await folder('taken'))).toEqual(made);
    await cached.files.crop(original, region, await folder('taken-crop'));
    expect(cached.use).toEqual({ taken: 3, drawn: 0 });

    const drawn = await filesIn(path.join(dir, 'drawn'));
    expect([...drawn.keys()]).toEqual(expect.arrayContaining(['size-640.avif', 'size-640.webp', 'size-640.jpg', 'iiif/info.json']));
    expect(await filesIn(path.join(dir, 'taken'))).toEqual(drawn);
    expect(await filesIn(path.join(dir, 'taken-crop'))).toEqual(await filesIn(path.join(dir, 'drawn-crop')));
  });

  it('draws what it does not have: another picture, another photo, another rectangle', async () => {
    const cached = fromCache(await folder('empty-cache'), here);
    const other = await testImage('jpeg', 640, 480);
    expect((await cached.pictures({ n: 2 })).thumbnail.toString()).toBe('thumbnail 2');
    const { placeholder } = await cached.files.photo(other, await folder('other'));
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    await cached.files.crop(other, region, await folder('other-crop'));
    expect(cached.use).toEqual({ taken: 0, drawn: 3 });
    expect((await filesIn(path.join(dir, 'other'))).has('size-640.jpg')).toBe(true);
  });

  it('names the cache by the drawing code: a changed source is another cache, missing sources none', async () => {
    const root = await folder('server');
    const server = path.resolve(import.meta.dirname, '../..');
    await fs.cp(path.join(server, 'src'), path.join(root, 'src'), { recursive: true, filter: (from) => !from.includes('node_modules') });
    const before = await drawingFingerprint(root);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    expect(await drawingFingerprint(server)).toBe(before);
    await fs.appendFile(path.join(root, 'src/lib/photo-derivatives.ts'), '\n// quality changed\n');
    expect(await drawingFingerprint(root)).not.toBe(before);
    await fs.rm(path.join(root, 'src/db/demo-data/demo-images.ts'));
    expect(await drawingFingerprint(root)).toBeNull();
  });
});
