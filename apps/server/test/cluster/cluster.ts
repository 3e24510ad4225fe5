import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginAnswer } from '@museum/contract';
import pg from 'pg';
import { expect } from 'vitest';
import { freePort, type Spawned, spawnEntry, waitForOutput } from '../process/spawn';
import { PASSWORD } from '../reliability/live-server';

/** One server process of a cluster: its own port and its own DATA_DIR, the database shared. */
export interface ClusterServer {
  name: string;
  base: string;
  dataDir: string;
  process: Spawned;
}

/**
 * Starts `names.length` real servers (src/main.ts) at the same moment against one database, as a
 * deployment's supervisor does: they migrate an empty database together (ADR 034). Each has a
 * data folder of its own, as on separate machines; `env` is what they share.
 */
export async function startServers(names: string[], env: Record<string, string>): Promise<ClusterServer[]> {
  const servers = await Promise.all(
    names.map(async (name) => {
      const port = await freePort();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `museum-cluster-${name}-`));
      const process = spawnEntry('src/main.ts', [], {
        DEMO_DATA: '0',
        READ_CACHE_MB: '8',
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      return { name, base: `http://127.0.0.1:${port}`, dataDir, process };
    }),
  );
  await Promise.all(servers.map((server) => waitForOutput(server.process, /Museum ready/, 180_000)));
  return servers;
}

/** Stops every server (SIGTERM, as a supervisor does) and removes their data folders. */
export async function stopServers(servers: ClusterServer[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (server.process.child.exitCode === null) server.process.child.kill('SIGTERM');
      await server.process.exited;
      await fs.rm(server.dataDir, { recursive: true, force: true });
    }),
  );
}

/** Creates a confirmed account with the admin CLI (it opens the shared database like a server). */
export async function createAccount(env: Record<string, string>, username: string, role: 'USER' | 'MODERATOR'): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-cluster-cli-'));
  try {
    const cli = spawnEntry('src/cli/admin.ts', ['create', username, `${username}@example.org`, '--password', PASSWORD, '--role', role], {
      ...env,
      DATA_DIR: dataDir,
    });
    expect(await cli.exited, cli.output()).toBe(0);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A JSON request to one server; answers the status, the headers and the parsed body (if any). */
export async function call<T = unknown>(
  server: Pick<ClusterServer, 'base'>,
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await fetch(server.base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs in through one server; answers the session's bearer token. */
export async function signIn(server: Pick<ClusterServer, 'base'>, username: string, password = PASSWORD): Promise<string> {
  const login = await call<LoginAnswer>(server, '/api/auth/login', { method: 'POST', body: { username, password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  if (!('token' in login.body)) throw new Error(`no session for ${username}: ${JSON.stringify(login.body)}`);
  return login.body.token;
}

/**
 * The most client connections the database held at once (besides this one) while sampled for a
 * moment: what the servers' pools and listeners take.
 */
export async function countConnections(url: string, samples = 40): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let most = 0;
    for (let i = 0; i < samples; i++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      most = Math.max(most, rows[0]?.n ?? 0);
    }
    return most;
  } finally {
    await client.end();
  }
}
