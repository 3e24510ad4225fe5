import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RoleName } from '@museum/contract';
import pino from 'pino';
import { type Config, loadConfig, loadS3Target } from '../config';
import type { StorageConfig } from '../config/storage-config';
import { backupTo } from '../db/backup';
import { exportCatalogue } from '../db/catalogue-dump';
import { importCatalogue } from '../db/catalogue-import';
import { openDatabase } from '../db/open';
import { readBackup, restoreFrom } from '../db/restore';
import { requestAdminTask, requestPhotoDerivation } from '../lib/admin-socket';
import { DataDirLocked } from '../lib/data-dir-lock';
import { mailerFromConfig } from '../lib/mail';
import { keepFilesPrivate } from '../lib/private-files';
import { createSecurityLog } from '../lib/security-log';
import { StorageFull, StorageUnavailable } from '../lib/storage';
import { CopyMismatch, copyFolderToStorage } from '../lib/storage-copy';
import { createPhotoStorages, createStorage, localUploadsDir } from '../lib/storage-from-config';
import { createServicesHere } from '../services';
import { cliErrorLine } from './cli-errors';

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--password P] [--role USER|MODERATOR|ADMIN]
  npm run admin -- grant <username> <USER|MODERATOR|ADMIN>
  npm run admin -- backup <empty folder>     (while the server runs, too)
  npm run admin -- restore <backup folder>   (into an empty setup)
  npm run admin -- export <empty folder>     (the catalogue as JSON Lines with photos; while the server runs, too)
  npm run admin -- import <export folder>    (into an empty catalogue)
  npm run admin -- photos:derive [--all]     (display sizes and tiles of photos without them; --all: every photo again)
  npm run admin -- storage:copy --to s3://bucket/prefix [--from folder]
                                             (copies DATA_DIR/uploads into a bucket; resumable, sizes verified)
  npm run admin -- disable <username>
  npm run admin -- enable <username>
  npm run admin -- reset-2fa <username>      (turns the second factor off, ends the sessions, mails the owner)
  --verbose (any command): on failure, the stack after the one-line message`;

/**
 * A backup or a catalogue export from this process, or, when a server holds the PGlite folder,
 * from that server (only it may open the database; it reads it and copies the files itself).
 */
async function snapshotTask(config: Config, task: 'backup' | 'export', dir: string): Promise<void> {
  const target = path.resolve(dir);
  const what = task === 'backup' ? 'Backup' : 'Catalogue export';
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    const manifest = (await requestAdminTask(config.dataDir, task, target)) as { files: number };
    console.log(`${what} written by the running server to ${target} (${manifest.files} files).`);
    return;
  }
  try {
    const manifest =
      task === 'backup'
        ? await backupTo(database, await createPhotoStorages(config), target)
        : await exportCatalogue(database, await createStorage(config), target);
    console.log(`${what} written to ${target} (${manifest.files} files).`);
    if (manifest.missingFiles.length > 0) console.warn(`Files named by rows but missing on disk: ${manifest.missingFiles.join(', ')}`);
  } finally {
    await database.close();
  }
}

async function importInto(config: Config, dir: string): Promise<void> {
  const database = await openDatabase(config);
  try {
    const storage = await createStorage(config);
    const manifest = await importCatalogue(database, storage, dir, createServicesHere({ database, storage }).bumpCatalogueVersion);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(`Imported ${rows} rows and ${manifest.files} files from ${path.resolve(dir)} (exported ${manifest.createdAt}).`);
  } finally {
    await database.close();
  }
}

async function restore(config: Config, dir: string): Promise<void> {
  const backup = await readBackup(dir);
  const database = await openDatabase(config);
  try {
    const manifest = await restoreFrom(database, await createPhotoStorages(config), backup);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(`Restored ${rows} rows and ${manifest.files} files from ${backup.source} (taken ${manifest.createdAt}).`);
  } finally {
    await database.close();
  }
}

/**
 * Derives the display sizes and tiles photos lack. With PGlite in use by a running server, that
 * server does it (it holds the database) and this waits for its answer.
 */
async function derivePhotos(config: Config, all: boolean): Promise<void> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.log('The running server derives the photos; waiting for it…');
    console.log(JSON.stringify(await requestPhotoDerivation(config.dataDir, all)));
    return;
  }
  try {
    const { photoDerivation } = createServicesHere({ database, storage: await createStorage(config) });
    console.log(JSON.stringify(await photoDerivation.backfill(all)));
  } finally {
    await database.close();
  }
}

/**
 * Copies the local uploads folder into a bucket (before switching STORAGE_URL to it): files
 * already there with the same size are skipped, so a second run resumes; sizes are verified.
 */
async function copyStorage(config: Config, to: string | undefined, from: string | undefined): Promise<number> {
  if (!to?.startsWith('s3://')) {
    console.error('storage:copy needs --to s3://bucket/prefix\nУкажите, куда копировать: --to s3://корзина/префикс');
    return 2;
  }
  const folder = path.resolve(from ?? localUploadsDir(config.dataDir));
  if (!(await fs.stat(folder).catch(() => null))?.isDirectory()) {
    console.error(`The uploads folder ${folder} does not exist\nПапка загрузок ${folder} не найдена`);
    return 1;
  }
  let storage: StorageConfig;
  try {
    storage = loadS3Target(to);
  } catch (error) {
    console.error(`${(error as Error).message}\nНеверный адрес хранилища или настройки AWS: ${to}`);
    return 2;
  }
  const target = await createStorage({ dataDir: config.dataDir, storage });
  console.log(`Copying ${folder} to ${target.location}…`);
  try {
    const summary = await copyFolderToStorage(folder, target, (done, total) => {
      if (done % 500 === 0) console.log(`  ${done} of ${total} files`);
    });
    const megabytes = (summary.bytesCopied / 2 ** 20).toFixed(1);
    console.log(
      `Done: ${summary.files} files, ${summary.copied} copied (${megabytes} MB), ${summary.skipped} already there with the same size; every size verified.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CopyMismatch) {
      console.error(
        `Size check failed: ${error.message}. Run the command again to retry.\nРазмер не совпал: ${error.relativePath}. Запустите команду ещё раз.`,
      );
      return 1;
    }
    if (error instanceof StorageUnavailable || error instanceof StorageFull) {
      const reason = error.cause instanceof Error ? ` (${error.cause.name})` : '';
      console.error(
        `${target.location} does not answer or refuses the credentials${reason}: check AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID and the bucket. Run again to resume.\n` +
          `Хранилище ${target.location} не отвечает или не принимает ключи доступа: проверьте настройки и запустите команду ещё раз.`,
      );
      return 1;
    }
    throw error;
  }
}

/** How many words after the command each command takes. */
const ARITY: Record<string, number> = { create: 2, grant: 2, disable: 1, enable: 1, 'reset-2fa': 1 };

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      role: { type: 'string', default: 'USER' },
      all: { type: 'boolean', default: false },
      to: { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean' },
      // The stack of a failure, after its one line.
      verbose: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if ((command === 'backup' || command === 'export') && rest.length === 1) {
    await snapshotTask(loadConfig(), command, rest[0] as string);
    return 0;
  }
  if ((command === 'restore' || command === 'import') && rest.length === 1) {
    await (command === 'restore' ? restore : importInto)(loadConfig(), rest[0] as string);
    return 0;
  }
  if (command === 'photos:derive' && rest.length === 0) {
    await derivePhotos(loadConfig(), values.all ?? false);
    return 0;
  }
  if (command === 'storage:copy' && rest.length === 0) return copyStorage(loadConfig(), values.to, values.from);
  if (ARITY[command] !== rest.length) {
    console.error(USAGE);
    return 2;
  }
  const role = RoleName.safeParse(command === 'grant' ? rest[1]?.toUpperCase() : values.role?.toUpperCase());
  if (!role.success) {
    console.error('The role must be USER, MODERATOR or ADMIN.');
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  const stderrLog = pino({ level: 'warn' }, pino.destination(2));
  const mailer = mailerFromConfig(config, stderrLog);
  try {
    const { users } = createServicesHere({
      database,
      storage: await createStorage(config),
      mailer,
      // Security events are info (successes) and warn (failures): both are the trail an operator reads.
      securityLog: createSecurityLog(stderrLog.child({}, { level: 'info' })),
    });
    if (command === 'create') {
      const [username, email] = rest as [string, string];
      const password = values.password ?? randomBytes(15).toString('base64url');
      const user = await users.createConfirmed({ username, email, password, role: role.data });
      console.log(`Created ${user.username} <${user.email}> with role ${user.role}.`);
      if (!values.password) console.log(`Generated password: ${password}`);
    } else if (command === 'grant') {
      const user = await users.grant(rest[0] as string, role.data);
      console.log(`${user.username} now has role ${user.role}.`);
    } else if (command === 'disable') {
      const user = await users.disable(rest[0] as string, { by: 'cli' });
      console.log(`${user.username} is disabled; their sessions have ended.`);
    } else if (command === 'reset-2fa') {
      const user = await users.resetSecondFactor(rest[0] as string, { by: 'cli' });
      console.log(`${user.username}: the second factor is off, their sessions have ended, and they have been sent a mail.`);
    } else {
      const user = await users.enable(rest[0] as string, { by: 'cli' });
      console.log(`${user.username} is enabled.`);
    }
    return 0;
  } finally {
    // The owner's mail is sent (or written to the outbox) before the command ends.
    await mailer.close();
    await database.close();
  }
}

// Backups, exports and a PGlite folder this command creates are its owner's alone (ADR 045).
keepFilesPrivate();
run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(cliErrorLine(error));
    if (process.argv.includes('--verbose')) console.error(error);
    process.exit(1);
  },
);
