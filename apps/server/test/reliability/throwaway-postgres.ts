import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../process/spawn';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries, if installed (scripts/with-test-postgres.sh installs them). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
}

export interface ThrowawayPostgres {
  /** Over TCP on 127.0.0.1. */
  url: string;
  /** Over its Unix socket, the way Debian's packages connect by default (`host=<socket folder>`). */
  socketUrl: string;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  /** The postmaster and every backend, to freeze (SIGSTOP) and thaw (SIGCONT) the whole server. */
  pids(): Promise<number[]>;
  remove(): Promise<void>;
}

/** A PostgreSQL server of its own for one test file: a test may restart, stop or freeze it. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  // initdb refuses root: the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  if (asRoot) await run('id', ['postgres']).catch(() => run('useradd', ['--system', '--no-create-home', 'postgres']));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-outage-pg-'));
  await fs.chmod(dir, 0o700);
  if (asRoot) await run('chown', ['postgres', dir]);
  const port = await freePort();
  await exec('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const server: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres:///postgres?host=${encodeURIComponent(dir)}&port=${port}&user=postgres`,
    start: async () => {
      await exec('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '120', '-o', options, 'start']);
    },
    stop: async (mode = 'fast') => {
      await exec('pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '120', 'stop']);
    },
    restart: async () => {
      await exec('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', '-t', '120', '-o', options, 'restart']);
    },
    pids: async () => {
      const postmaster = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
      return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
    },
    remove: async () => {
      await server.stop('immediate').catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
