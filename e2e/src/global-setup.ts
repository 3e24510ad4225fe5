import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type Spawned, scaled, spawnServerEntry, waitForHttp } from '@museum/test-kit';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromium: boolean;
    /** Confirmed accounts made with the admin CLI before the server started. */
    accounts: Record<'user' | 'moderator' | 'admin', { username: string; password: string }>;
  }
}

/** Starts the real server on the built site with a fresh data folder and the demo catalogue. */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(CHROMIUM_PATH);
  if (!hasChromium) {
    const message = `Chromium was not found at ${CHROMIUM_PATH} (apt-get install chromium).`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n!!! ${message} The browser tests are SKIPPED on this machine.\n`);
  }
  project.provide('chromium', hasChromium);

  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-web-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  // The server and its CLI run compiled, as `npm start` runs them (test-kit's spawnServerEntry).
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/ensure-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-e2e-'));
  // The admin CLI opens the database itself, so the accounts are made before the server holds it.
  const accounts = {
    user: { username: 'e2e_user', password: 'обычный-посетитель-1910' },
    moderator: { username: 'e2e_moderator', password: 'модератор-архива-1910' },
    admin: { username: 'e2e_admin', password: 'администратор-музея-1910' },
  };
  for (const [role, account] of Object.entries(accounts)) {
    const cli = spawnServerEntry(
      'src/cli/admin.ts',
      ['create', account.username, `${account.username}@example.ru`, '--password', account.password, '--role', role.toUpperCase()],
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    );
    if ((await cli.exited) !== 0) throw new Error(`The admin CLI could not create ${account.username}:\n${cli.output()}`);
  }
  project.provide('accounts', accounts);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnServerEntry('src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  });
  try {
    // A first start loads the demo catalogue and derives its 93 photos in a child process: about
    // 40 s on an idle machine, several times that on a busy one (as the server's first-start tests allow).
    await waitForHttp(`${baseUrl}/api/health`, server.child, FIRST_START_MS, () => `The server did not start:\n${server.output()}`);
  } catch (error) {
    // Vitest runs no teardown when the setup throws, and reports only what the setup throws: the
    // server goes now (SIGTERM stops its demo-catalogue child too; a SIGKILL would leave that child
    // writing photos into the data folder), and a data folder that cannot go must not hide why.
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
}

/** How long the server's first start may take (see the wait above). */
const FIRST_START_MS = scaled(360_000);

/** Stops the server in order (SIGTERM), or by force when it has not ended in a minute. */
async function stopServer(server: Spawned): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), scaled(60_000));
  await server.exited;
  clearTimeout(force);
}
