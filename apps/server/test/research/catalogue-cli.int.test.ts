import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnEntry } from '../process/spawn';
import { postManufacturer, uploadPhoto, useLiveServer } from '../reliability/live-server';

/** Every file of a folder but the manifest (its time differs), relative path to contents. */
async function contents(dir: string): Promise<Map<string, Buffer>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile() && e.name !== 'manifest.json')) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await fs.readFile(full));
  }
  return files;
}

/** `npm run admin -- export` from a running PGlite server (its admin socket), `import` into a new folder, `export` again. */
describe.skipIf(process.env.TEST_DB === 'postgres')('the admin CLI exporting and importing the catalogue', () => {
  const { tempDir, start } = useLiveServer();

  it('round-trips through the CLI: the second export has the same records and photo files', async () => {
    const dataDir = await tempDir('live');
    const live = await start({ DATA_DIR: dataDir });
    expect((await uploadPhoto(live)).status).toBe(201);
    expect((await postManufacturer(live, 'Завод для выгрузки')).status).toBe(201);

    const first = path.join(await tempDir('dump'), 'first');
    const exported = spawnEntry('src/cli/admin.ts', ['export', first], { DATA_DIR: dataDir });
    expect(await exported.exited, exported.output()).toBe(0);
    expect(exported.output()).toMatch(/written by the running server/);
    await live.stop();

    const freshDir = await tempDir('fresh');
    const imported = spawnEntry('src/cli/admin.ts', ['import', first], { DATA_DIR: freshDir, DEMO_DATA: '0' });
    expect(await imported.exited, imported.output()).toBe(0);
    expect(imported.output()).toMatch(/Imported \d+ rows and 2 files/);
    const second = path.join(await tempDir('dump'), 'second');
    const again = spawnEntry('src/cli/admin.ts', ['export', second], { DATA_DIR: freshDir, DEMO_DATA: '0' });
    expect(await again.exited, again.output()).toBe(0);

    const [a, b] = await Promise.all([contents(first), contents(second)]);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [name, bytes] of a) expect(b.get(name)?.equals(bytes), name).toBe(true);
    expect(
      (await fs.readFile(path.join(first, 'manufacturers.jsonl'), 'utf8')).split('\n').some((line) => line.includes('Завод для выгрузки')),
    ).toBe(true);
  }, 300_000);
});
