import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type Spawned, spawnEntry, waitForOutput } from './spawn';

const PASSWORD = 'Пулемётный-расчёт-1910';

describe('the real server killed (SIGKILL) during a burst of HTTP writes on PGlite', () => {
  let dataDir: string;
  let server: Spawned | undefined;
  let killed = false;
  afterAll(async () => {
    // Also when the test failed mid-burst: the writers stop instead of failing after the test.
    killed = true;
    server?.child.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it(
    'restarts with every acknowledged (201) write in place',
    async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-crash-'));
      const env = { DATA_DIR: dataDir, DEMO_DATA: '0' };
      const cli = spawnEntry(
        'src/cli/admin.ts',
        ['create', 'burst', 'burst@example.org', '--password', PASSWORD, '--role', 'MODERATOR'],
        env,
      );
      expect(await cli.exited).toBe(0);

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const start = () => spawnEntry('src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
      server = start();
      await waitForOutput(server, /Museum ready/);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'burst', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      // Four writers create manufacturers as fast as the server acknowledges them.
      const acknowledged: string[] = [];
      const writer = async (lane: number) => {
        for (let i = 0; !killed; i++) {
          const name = `burst-${lane}-${i}`;
          try {
            const res = await fetch(`${base}/api/archive/manufacturers`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name, description: 'x'.repeat(2000) }),
            });
            if (res.status === 201) acknowledged.push(name);
            else if (!killed) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await expect.poll(() => acknowledged.length, { timeout: scaled(120_000), interval: 10 }).toBeGreaterThanOrEqual(150);
      server.child.kill('SIGKILL');
      killed = true;
      await server.exited;
      await Promise.all(writers);
      const acked = [...acknowledged];
      expect(acked.length).toBeGreaterThanOrEqual(150);

      // The killed server left its lock behind: the restarted one waits until it is stale.
      server = start();
      await waitForOutput(server, /Museum ready/);
      const list = (await (await fetch(`${base}/api/archive/manufacturers`)).json()) as { name: string }[];
      const stored = new Set(list.map((m) => m.name));
      expect(acked.filter((name) => !stored.has(name))).toEqual([]);
      server.child.kill('SIGTERM');
      await server.exited;
    },
    scaled(300_000),
  );
});
