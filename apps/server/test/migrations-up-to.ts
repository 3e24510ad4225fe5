import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Read from the journal, so a migration added tomorrow is covered without touching a test. */
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** Every migration's tag, oldest first. */
export const migrationTags = journal.entries.map((entry) => entry.tag);

const scratch = fs.mkdtemp(path.join(os.tmpdir(), 'museum-migrations-'));
afterAll(async () => fs.rm(await scratch, { recursive: true, force: true }));

/** A migrations folder holding only the first `count` migrations: what the repository held back then. */
export async function migrationsUpTo(count: number): Promise<string> {
  const folder = path.join(await scratch, `up-to-${count}`);
  await fs.mkdir(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await fs.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}
