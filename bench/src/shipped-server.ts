import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** Node's flags as `npm start` and `npm run admin` give them (they depend on DATABASE_URL, ADR 024 and 038). */
export function shippedNodeFlags(environment: NodeJS.ProcessEnv): string[] {
  return execFileSync(process.execPath, ['scripts/node-flags.mjs'], { cwd: serverRoot, env: environment }).toString().trim().split(' ');
}

/**
 * The compiled server as `npm start` runs it (apps/server/package.json): Node's flags from
 * `scripts/node-flags.mjs` and two malloc arenas. The caller compiles it first (`compileServer`).
 */
export function spawnShippedServer(env: Record<string, string>, stdout: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  const environment = { ...process.env, MALLOC_ARENA_MAX: '2', ...env };
  return spawn(process.execPath, [...shippedNodeFlags(environment), 'dist/main.js'], {
    cwd: serverRoot,
    env: environment,
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** Brings the compiled server (dist/) up to date with its sources. */
export function compileServer(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
}

/** Stops a server started by spawnShippedServer and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null) return Promise.resolve(null);
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', resolve));
}
