import http from 'node:http';
import { scaled } from '@museum/test-kit';
import { expect, vi } from 'vitest';
import { freePort, type Spawned, spawnEntry, waitForOutput } from '../process/spawn';
import { useTempDirs } from '../temp-dirs';
import { multipart, testImage } from '../upload-helpers';

export const PASSWORD = 'Пулемётный-расчёт-1910';

export interface LiveServer {
  server: Spawned;
  base: string;
  /** A moderator's bearer token. */
  token: string;
  stop(): Promise<void>;
}

/** Creates a moderator with the admin CLI, starts the real server (main.ts) and signs in. */
export async function startLiveServer(env: Record<string, string>, username = 'keeper'): Promise<LiveServer> {
  const cli = spawnEntry(
    'src/cli/admin.ts',
    ['create', username, `${username}@example.org`, '--password', PASSWORD, '--role', 'MODERATOR'],
    env,
  );
  expect(await cli.exited, cli.output()).toBe(0);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnEntry('src/main.ts', [], {
    DEMO_DATA: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  await waitForOutput(server, /Museum ready/, 120_000);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return {
    server,
    base,
    token,
    async stop() {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

/**
 * For a test file that runs the real server on folders of its own: `tempDir` makes a folder,
 * `start` starts the server; after all tests the server stops first, then the folders go.
 */
export function useLiveServer(): {
  tempDir: (name: string) => Promise<string>;
  start: (env: Record<string, string>) => Promise<LiveServer>;
} {
  let live: LiveServer | undefined;
  const tempDir = useTempDirs(async () => {
    await live?.stop();
  });
  return {
    tempDir,
    async start(env) {
      live = await startLiveServer(env);
      return live;
    },
  };
}

/** Uploads one test picture as the moderator. */
export async function uploadPhoto(live: LiveServer): Promise<Response> {
  const body = multipart(await testImage());
  return fetch(`${live.base}/api/archive/photos`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${live.token}` },
    body: body.payload,
  });
}

/** Creates a manufacturer through the API; answers the status and the body. */
export async function postManufacturer(
  live: LiveServer,
  name: string,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const res = await fetch(`${live.base}/api/archive/manufacturers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${live.token}` },
    body: JSON.stringify({ name, description: 'Проверка отказоустойчивости' }),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, retryAfter: res.headers.get('retry-after') };
}

/** Retries until `check` passes, or fails with its last error after `timeoutMs` (generous: the machine is busy; stretched by TEST_TIMEOUT_SCALE). */
export async function eventually(check: () => Promise<void>, timeoutMs = 120_000): Promise<void> {
  await vi.waitFor(check, { timeout: scaled(timeoutMs), interval: 200 });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a multipart upload a slice at a time on a keep-alive connection, as browsers and proxies
 * do; resolves with the status, body and headers once the server answers.
 */
export function slowUpload(
  base: string,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
  slices: number,
  pauseMs: number,
) {
  const url = new URL('/api/archive/photos', base);
  let sent = 0;
  const answered = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: new http.Agent({ keepAlive: true }),
        headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      },
    );
    request.on('error', reject);
    void (async () => {
      const size = Math.ceil(body.payload.length / slices);
      for (let at = 0; at < body.payload.length; at += size) {
        request.write(body.payload.subarray(at, at + size));
        sent++;
        await sleep(pauseMs);
      }
      request.end();
    })();
  });
  return { answered, slicesSent: () => sent };
}
