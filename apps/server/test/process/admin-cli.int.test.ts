import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readOutbox, scaled } from '@museum/test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { recoveryCodes, sessions } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { createTotpRepository } from '../../src/modules/auth/totp.repository';
import { createUsersRepository } from '../../src/modules/users/users.repository';
import { spawnEntry } from './spawn';

/**
 * Runs the command line to its end. One that has not ended after the wait is stopped, and the test
 * fails with what it printed (not with a bare timeout): a hang says where it hung.
 */
async function admin(dataDir: string, ...args: string[]) {
  const run = spawnEntry('src/cli/admin.ts', args, { DATA_DIR: dataDir, DEMO_DATA: '0' });
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      run.child.kill();
      reject(new Error(`admin ${args.join(' ')} had not ended after ${COMMAND_WAIT_MS} ms; it printed:\n${run.output()}`));
    }, COMMAND_WAIT_MS);
  });
  try {
    const code = await Promise.race([run.exited, stuck]);
    return { code, output: run.output() };
  } finally {
    clearTimeout(timer);
  }
}

/** A command's wait: well inside its test's (each test's timeout allows two or more commands). */
const COMMAND_WAIT_MS = scaled(40_000);

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
      expect(granted.output).toContain('"event":"role_changed"');

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
    // Two runs of the command line, each compiling it and opening the database: as long as the others.
    scaled(120_000),
  );

  it(
    'refuses bad input with a clear message',
    async () => {
      expect((await admin(dataDir, 'create', 'x', 'not-an-email')).code).toBe(1);
      expect((await admin(dataDir, 'grant', 'nobody-here', 'ADMIN')).output).toContain('не найден');
      expect((await admin(dataDir, 'grant', 'hranitel', 'KING')).code).toBe(2);
    },
    scaled(120_000),
  );

  it(
    'prints a refused restore as one Russian line without a stack, and the stack only with --verbose',
    async () => {
      const notABackup = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-cli-not-a-backup-'));
      try {
        const refused = await admin(dataDir, 'restore', notABackup);
        expect(refused.code).toBe(1);
        const lines = refused.output.trim().split('\n');
        expect(lines, refused.output).toEqual([expect.stringContaining(`В папке ${notABackup} нет полной резервной копии`)]);
        const verbose = await admin(dataDir, 'restore', notABackup, '--verbose');
        expect(verbose.code).toBe(1);
        expect(verbose.output.trim().split('\n')[0]).toBe(lines[0]);
        expect(verbose.output).toMatch(/\n\s+at /);
      } finally {
        await fs.rm(notABackup, { recursive: true, force: true });
      }
    },
    scaled(120_000),
  );
  it(
    'disables an account, ending its sessions, and enables it again',
    async () => {
      expect((await admin(dataDir, 'create', 'storozh', 'storozh@example.org')).code).toBe(0);
      let database = await openDatabase(testConfig({ dataDir }));
      try {
        const user = await createUsersRepository(database.db).findByLogin('storozh');
        await createSessionsRepository(database.db).insert(
          user?.id as number,
          'a'.repeat(64),
          new Date(Date.now() + 86_400_000),
          null,
          new Date(),
        );
      } finally {
        await database.close();
      }

      const disabled = await admin(dataDir, 'disable', 'storozh');
      expect(disabled.code).toBe(0);
      expect(disabled.output).toContain('storozh is disabled');
      expect(disabled.output).toContain('"event":"account_disabled"');
      database = await openDatabase(testConfig({ dataDir }));
      try {
        const user = await createUsersRepository(database.db).findByLogin('storozh');
        expect(user?.disabledAt).toBeInstanceOf(Date);
        const [session] = await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id as number));
        expect(session?.revokedAt).toBeInstanceOf(Date);
      } finally {
        await database.close();
      }

      expect((await admin(dataDir, 'enable', 'storozh')).code).toBe(0);
      database = await openDatabase(testConfig({ dataDir }));
      try {
        expect((await createUsersRepository(database.db).findByLogin('storozh'))?.disabledAt).toBeNull();
      } finally {
        await database.close();
      }
      expect((await admin(dataDir, 'disable')).code).toBe(2);
      expect((await admin(dataDir, 'enable', 'nobody-here')).output).toContain('не найден');
    },
    scaled(120_000),
  );

  it(
    'resets a second factor: the factor and its codes go, the sessions end, the owner finds a mail in the outbox',
    async () => {
      expect((await admin(dataDir, 'create', 'smotritel', 'smotritel@example.org')).code).toBe(0);
      let database = await openDatabase(testConfig({ dataDir }));
      try {
        const user = await createUsersRepository(database.db).findByLogin('smotritel');
        const userId = user?.id as number;
        await createTotpRepository(database.db).enable(userId, 'JBSWY3DPEHPK3PXP', 1, ['a'.repeat(64)], new Date());
        await createSessionsRepository(database.db).insert(userId, 'b'.repeat(64), new Date(Date.now() + 86_400_000), null, new Date());
      } finally {
        await database.close();
      }

      const reset = await admin(dataDir, 'reset-2fa', 'smotritel');
      expect(reset.code, reset.output).toBe(0);
      expect(reset.output).toContain('smotritel: the second factor is off');
      expect(reset.output).toContain('"event":"second_factor_reset"');
      const mails = (await readOutbox(path.join(dataDir, 'outbox'))).filter((m) => m.to === 'smotritel@example.org');
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Второй фактор сброшен администратором')]);
      database = await openDatabase(testConfig({ dataDir }));
      try {
        const user = await createUsersRepository(database.db).findByLogin('smotritel');
        expect(user).toMatchObject({ totpSecret: null, totpEnabledAt: null });
        const [session] = await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id as number));
        expect(session?.revokedAt).toBeInstanceOf(Date);
        expect(
          await database.db
            .select()
            .from(recoveryCodes)
            .where(eq(recoveryCodes.userId, user?.id as number)),
        ).toEqual([]);
      } finally {
        await database.close();
      }

      const again = await admin(dataDir, 'reset-2fa', 'smotritel');
      expect(again.code).toBe(1);
      expect(again.output).toContain('второй фактор не включён');
      expect((await admin(dataDir, '--help')).output).toContain('reset-2fa <username>');
    },
    scaled(120_000),
  );

  it(
    'says so when a server holds the data folder',
    async () => {
      const database = await openDatabase(testConfig({ dataDir }));
      try {
        const run = await admin(dataDir, 'grant', 'hranitel', 'USER');
        expect(run.code).toBe(1);
        expect(run.output.trim()).toMatch(/^Папка данных .* занята другим процессом.*DATABASE_URL\)$/);
      } finally {
        await database.close();
      }
    },
    scaled(60_000),
  );
});
