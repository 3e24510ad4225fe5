import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { migrationsFolder } from './migrate';
import { makePgliteTemplate, pgliteTemplatePath, templateFor } from './pglite-template';

describe('the PGlite data-folder template (ADR 038)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-template-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is kept next to the installed PGlite, one file per version', () => {
    expect(pgliteTemplatePath()).toMatch(/node_modules[\\/]\.cache[\\/]museum[\\/]pglite-\d+\.\d+\.\d+.*-datadir\.tar\.gz$/);
  });

  // Each runs initdb in memory (and the second the migrations): tens of seconds on a busy machine.
  it('starts a new folder from the template, and never an existing one', { timeout: scaled(180_000) }, async () => {
    // A template with a marker table shows the new folder really came from it.
    const source = await openPglite(undefined);
    await source.rawQuery('create table template_marker (n int)');
    await source.rawQuery('insert into template_marker values (42)');
    const template = path.join(dir, 'marked.tar.gz');
    const dump = await source.dump?.();
    if (!dump) throw new Error('PGlite dumps its data folder');
    await fs.writeFile(template, Buffer.from(await dump.arrayBuffer()));
    await source.close();

    const fresh = path.join(dir, 'fresh');
    expect(templateFor(fresh, template)).toBeInstanceOf(ArrayBuffer);
    const database = await openPglite(fresh, { template });
    expect(await database.rawQuery('select n from template_marker')).toEqual([{ n: 42 }]);
    await database.close();
    expect(existsSync(path.join(fresh, 'PG_VERSION'))).toBe(true);
    // Now the folder has a database: the template is not offered again, and it opens as it is.
    expect(templateFor(fresh, template)).toBeUndefined();
    expect(templateFor(path.join(dir, 'other'), path.join(dir, 'missing.tar.gz'))).toBeUndefined();
    const again = await openPglite(fresh, { template });
    expect(await again.rawQuery('select count(*)::int as n from template_marker')).toEqual([{ n: 1 }]);
    await again.close();
  });

  it('makes a template from initdb with every migration applied, that a new folder opens from', { timeout: scaled(180_000) }, async () => {
    const template = await makePgliteTemplate(path.join(dir, 'made.tar.gz'));
    const database = await openPglite(path.join(dir, 'from-made'), { template });
    expect(await database.rawQuery(`select current_setting('server_version_num')::int >= 150000 as ok`)).toEqual([{ ok: true }]);
    // The migrations are in it (ADR 074): a new folder's start applies none.
    const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await database.rawQuery('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: journal.entries.length }]);
    await database.close();
  });

  it('is named by the migrations too: a new migration is a new template', () => {
    expect(pgliteTemplatePath()).toMatch(/pglite-[^-]+-[0-9a-f]{12}-datadir\.tar\.gz$/);
  });
});
