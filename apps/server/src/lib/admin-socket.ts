import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * A Unix socket in DATA_DIR through which the admin CLI asks the running server for a backup:
 * with PGlite only the server may open the database, so the server takes the snapshot itself.
 * Only the folder's owner can reach the socket (mode 0600), the same people who could copy
 * DATA_DIR anyway; nothing is exposed on the network.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

export async function startAdminSocket(
  dataDir: string,
  backup: (dir: string) => Promise<unknown>,
  /** `photos:derive`: derives pending photos (all of them again with `all`) and answers the counts. */
  derivePhotos?: (all: boolean) => Promise<unknown>,
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(dataDir);
  // Left by a killed server: this process holds the data folder's lock, so no one else listens.
  await fs.rm(socketPath, { force: true });
  let busy = false;
  const server = http.createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url?.startsWith('/photos/derive') && derivePhotos) {
      for await (const _chunk of request) {
        // The body says only whether to derive every photo again.
      }
      const all = new URL(request.url, 'http://admin').searchParams.get('all') === '1';
      try {
        return answer(200, await derivePhotos(all));
      } catch (error) {
        return answer(500, { error: (error as Error).message });
      }
    }
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, { error: 'POST /backup or /photos/derive only' });
    let text = '';
    try {
      for await (const chunk of request) text += chunk;
    } catch {
      return;
    }
    let dir: unknown;
    try {
      dir = (JSON.parse(text) as { dir?: unknown }).dir;
    } catch {
      return answer(400, { error: 'the body must be JSON' });
    }
    if (typeof dir !== 'string' || !path.isAbsolute(dir)) return answer(400, { error: 'an absolute folder is needed' });
    if (busy) return answer(409, { error: 'a backup is running already' });
    busy = true;
    try {
      answer(200, await backup(dir));
    } catch (error) {
      answer(500, { error: (error as Error).message });
    } finally {
      busy = false;
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await fs.chmod(socketPath, 0o600);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(socketPath, { force: true });
  };
}

/** Asks the server that holds DATA_DIR to write a backup; answers its manifest, or throws what it said. */
export async function requestBackup(dataDir: string, dir: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: adminSocketPath(dataDir), method: 'POST', path: '/backup' }, async (response) => {
      let text = '';
      for await (const chunk of response) text += chunk;
      const body = JSON.parse(text) as { error?: string };
      if (response.statusCode === 200) resolve(body);
      else reject(new Error(`The server could not back up: ${body.error ?? response.statusCode}`));
    });
    request.on('error', (error) =>
      reject(new Error(`The data folder is in use, and its server did not answer on ${adminSocketPath(dataDir)}: ${error.message}`)),
    );
    request.end(JSON.stringify({ dir }));
  });
}

/** Asks the server that holds DATA_DIR to derive pending photos (every photo again with `all`); answers its counts. */
export async function requestPhotoDerivation(dataDir: string, all: boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: adminSocketPath(dataDir), method: 'POST', path: `/photos/derive${all ? '?all=1' : ''}` },
      async (response) => {
        let text = '';
        for await (const chunk of response) text += chunk;
        const body = JSON.parse(text) as { error?: string };
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`The server could not derive photos: ${body.error ?? response.statusCode}`));
      },
    );
    request.on('error', (error) =>
      reject(new Error(`The data folder is in use, and its server did not answer on ${adminSocketPath(dataDir)}: ${error.message}`)),
    );
    request.end();
  });
}
