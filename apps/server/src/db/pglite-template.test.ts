import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
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

  it('starts a new folder from the template, and never an existing one', async () => {
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

  it('makes a template from initdb that a new folder opens from', async () => {
    const template = await makePgliteTemplate(path.join(dir, 'made.tar.gz'));
    const database = await openPglite(path.join(dir, 'from-made'), { template });
    expect(await database.rawQuery(`select current_setting('server_version_num')::int >= 150000 as ok`)).toEqual([{ ok: true }]);
    await database.close();
  });
});
