import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from './timeouts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.join(repoRoot, 'apps/server');

export interface Spawned {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  /** Working folder; the server workspace unless told. */
  cwd?: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
}

/** Runs Node with `args`, keeping what it prints. */
function spawnNode(args: string[], { cwd = serverRoot, env = {} }: SpawnOptions = {}): Spawned {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * The environment a test gives the real server besides its own: load shedding off, because a
 * busy test machine lags the event loop and the server would then answer 503 to the test; and
 * the per-account write limits out of reach, because a test writes far more with one account
 * than a person does (the limits have tests of their own, on the API).
 */
export const TEST_SERVER_ENV: Record<string, string> = {
  MAX_EVENT_LOOP_DELAY_MS: '0',
  WRITES_PER_MINUTE: '100000',
  UPLOADS_PER_DAY: '100000',
  UPLOAD_MB_PER_DAY: '100000',
  CHANGE_REQUESTS_PER_DAY: '100000',
  MANUFACTURERS_PER_DAY: '100000',
  ACCOUNT_EXPORTS_PER_HOUR: '100000',
  // Every browser spec signs up from one address (the limit has its API test).
  REGISTRATIONS_PER_HOUR: '100000',
};

/**
 * Starts an entry point of the server workspace (`src/main.ts`, `src/cli/admin.ts`) with the test
 * environment, compiled as `npm start` runs it: `dist/main.js`, `dist/admin.js` (an entry's compiled
 * name is its file's, scripts/build.mjs), with the Node flags of `scripts/node-flags.mjs`. Compiled
 * JavaScript starts in a third of tsx's CPU time; the test set-ups bring dist/ up to date first
 * (`scripts/ensure-build.mjs`, ADR 077).
 */
export function spawnServerEntry(entry: string, args: string[], env: Record<string, string>): Spawned {
  const compiled = path.join('dist', `${path.basename(entry, '.ts')}.js`);
  if (!existsSync(path.join(serverRoot, compiled))) {
    throw new Error(`${compiled} is missing: the test set-up compiles the server (node apps/server/scripts/ensure-build.mjs)`);
  }
  const environment = { ...TEST_SERVER_ENV, MALLOC_ARENA_MAX: '2', NODE_COMPILE_CACHE: compileCache, ...env };
  return spawnNode([...nodeFlags(environment), compiled, ...args], { env: environment });
}

/**
 * Node's compile cache for the processes a test run starts (some hundreds): each keeps V8's compiled
 * code of the bundled server by its content, and the next start skips compiling it (about 0.8 of a
 * server start's 4.7 s of CPU, ADR 077). Beside the install's cache, owned by whoever installed.
 */
const compileCache = path.join(repoRoot, 'node_modules/.cache/museum/compile-cache');

const flagsByDatabase = new Map<boolean, string[]>();

/** The Node flags `npm start` gives the server, which depend on DATABASE_URL (ADR 024, 038). */
function nodeFlags(env: Record<string, string>): string[] {
  const postgres = Boolean(env.DATABASE_URL ?? process.env.DATABASE_URL);
  let flags = flagsByDatabase.get(postgres);
  if (!flags) {
    const printed = execFileSync(process.execPath, ['scripts/node-flags.mjs'], { cwd: serverRoot, env: { ...process.env, ...env } });
    flags = printed.toString().trim().split(' ');
    flagsByDatabase.set(postgres, flags);
  }
  return flags;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the output matches, looking again at each piece the process prints; fails with what
 * the process said once it has ended, or after the wait (it grows with TEST_TIMEOUT_SCALE).
 */
export function waitForOutput(spawned: Spawned, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const { child } = spawned;
  const streams = [child.stdout, child.stderr];
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      for (const stream of streams) stream?.off('data', look);
      child.off('close', ended);
      if (error) reject(error);
      else resolve();
    };
    // spawnNode's own listeners come first: the output already holds the piece.
    const look = () => {
      if (pattern.test(spawned.output())) finish();
    };
    const ended = () =>
      finish(pattern.test(spawned.output()) ? undefined : new Error(`process ended (${child.exitCode}):\n${spawned.output()}`));
    const timer = setTimeout(() => finish(new Error(`timed out waiting for ${pattern}:\n${spawned.output()}`)), scaled(timeoutMs));
    for (const stream of streams) stream?.on('data', look);
    child.on('close', ended);
    if (pattern.test(spawned.output())) finish();
    else if (child.exitCode !== null || child.signalCode !== null) ended();
  });
}

/** Waits until `url` answers 2xx while `child` runs (the wait grows with TEST_TIMEOUT_SCALE). */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000, describe = () => ''): Promise<void> {
  const deadline = Date.now() + scaled(timeoutMs);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode}) before answering\n${describe()}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url}: no answer in time\n${describe()}`);
    // An HTTP server says nothing when it starts listening: asking again is the only way to know.
    await pause(200);
  }
}
