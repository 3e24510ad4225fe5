import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { verifyPassword } from '../../src/lib/passwords';
import { createUsersRepository } from '../../src/modules/users/users.repository';
import { spawnTs } from './spawn';

async function admin(dataDir: string, ...args: string[]) {
  const run = spawnTs('src/cli/admin.ts', args, { DATA_DIR: dataDir, DEMO_DATA: '0' });
  const code = await run.exited;
  return { code, output: run.output() };
}

describe('the admin CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-cli-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it(
    'creates a confirmed account with a generated password, then grants a role',
    async () => {
      const created = await admin(dataDir, 'create', 'hranitel', 'hranitel@example.org');
      expect(created.code).toBe(0);
      const password = /Generated password: (\S+)/.exec(created.output)?.[1];
      expect(password).toBeDefined();

      const granted = await admin(dataDir, 'grant', 'hranitel', 'ADMIN');
      expect(granted.code).toBe(0);

      const database = await openDatabase(testConfig({ dataDir }));
      try {
        const user = await createUsersRepository(database.db).findByLogin('Hranitel');
        expect(user).toMatchObject({ role: 'ADMIN', email: 'hranitel@example.org' });
        expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
        expect(await verifyPassword(user?.passwordHash, password as string)).toBe(true);
      } finally {
        await database.close();
      }
    },
    scaled(60_000),
  );

  it(
    'refuses bad input with a clear message',
    async () => {
      expect((await admin(dataDir, 'create', 'x', 'not-an-email')).code).toBe(1);
      expect((await admin(dataDir, 'grant', 'nobody-here', 'ADMIN')).output).toContain('не найден');
      expect((await admin(dataDir, 'grant', 'hranitel', 'KING')).code).toBe(2);
    },
    scaled(60_000),
  );

  it(
    'says so when a server holds the data folder',
    async () => {
      const database = await openDatabase(testConfig({ dataDir }));
      try {
        const run = await admin(dataDir, 'grant', 'hranitel', 'USER');
        expect(run.code).toBe(1);
        expect(run.output).toContain('is in use by another process');
      } finally {
        await database.close();
      }
    },
    scaled(60_000),
  );
});
