import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { stamps } from '../../src/db/schema';
import { spawnTs, waitForOutput } from './spawn';

describe('a process killed during a burst of writes on PGlite', () => {
  let dataDir: string;
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('reopens with every acknowledged write in place', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-crash-'));
    const writer = spawnTs('test/process/write-burst.fixture.ts', [], { DATA_DIR: dataDir, DEMO_DATA: '0' });
    await waitForOutput(writer, /ack 200\n/);
    writer.child.kill('SIGKILL');
    await writer.exited;

    const acknowledged = [...writer.output().matchAll(/ack (\d+)\n/g)].map((m) => `burst-${m[1]}`);
    expect(acknowledged.length).toBeGreaterThan(200);

    // The killed process left its lock behind: the reopening waits until it is stale.
    const database = await openDatabase(testConfig({ dataDir }), { waitForStaleLock: true });
    try {
      const rows = await database.db.select({ name: stamps.name }).from(stamps).where(like(stamps.name, 'burst-%'));
      const stored = new Set(rows.map((r) => r.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
