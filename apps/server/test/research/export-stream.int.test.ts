import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { scaled } from '@museum/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../../src/modules/export/export.service';
import { buildType } from '../catalogue-factories';
import { useTestApp } from '../harness';

/** Every batch query the export makes, and a gate that can hold the next one. */
const probe = vi.hoisted(() => ({ batches: 0, stampQueries: 0, hold: null as Promise<void> | null }));

vi.mock('../../src/modules/export/export.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/export/export.repository')>();
  return {
    ...original,
    createExportRepository: (db: Parameters<typeof original.createExportRepository>[0]) => {
      const real = original.createExportRepository(db);
      return {
        ...real,
        batch: async (...args: Parameters<typeof real.batch>) => {
          probe.batches++;
          if (probe.batches > 1 && probe.hold) await probe.hold;
          return real.batch(...args);
        },
        stampsOf: async (...args: Parameters<typeof real.stampsOf>) => {
          probe.stampQueries++;
          return real.stampsOf(...args);
        },
      };
    },
  };
});

describe('the export stream', () => {
  const t = useTestApp();

  it('reads the catalogue in keyset batches of a fixed size, never all at once', async () => {
    const type = await buildType(t.database);
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    await t.database.rawQuery(`insert into details (name, type_id) select 'Деталь ' || g, $1 from generate_series(1, ${count}) g`, [
      type.id,
    ]);
    probe.batches = 0;
    const res = await t.app.inject({ url: `/api/archive/export?format=jsonl&type=${type.id}` });
    expect(res.body.trim().split('\n')).toHaveLength(count);
    // A type filter matches details only: three detail batches, two full and one of 7.
    expect(probe.batches).toBe(3);
  });

  it('stops querying when the client goes away mid-download', async () => {
    const type = await buildType(t.database);
    await t.database.rawQuery(
      `insert into details (name, type_id) select 'Деталь ' || g, $1 from generate_series(1, ${EXPORT_BATCH_SIZE * 4}) g`,
      [type.id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let release = () => {};
    probe.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    probe.batches = 0;
    probe.stampQueries = 0;

    // searchType=details: the first batch is the first detail batch; the second waits at the gate.
    const firstBytes = await new Promise<{ request: http.ClientRequest }>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}/api/archive/export?format=jsonl&searchType=details&type=${type.id}`, (res) => {
        res.once('data', () => resolve({ request }));
      });
      request.on('error', reject);
    });
    expect(probe.batches).toBeGreaterThanOrEqual(1);
    firstBytes.request.destroy();
    // The server has seen the connection close before the held batch answers.
    await vi.waitFor(
      async () => {
        const open = await new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));
        expect(open).toBe(0);
      },
      { timeout: scaled(10_000), interval: 20 },
    );
    const batchesAtClose = probe.batches;
    release();
    // The held batch finishes (its stamps are read), then the generator is closed: no batch after it.
    await vi.waitFor(() => expect(probe.stampQueries).toBe(batchesAtClose), { timeout: scaled(10_000), interval: 20 });
    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/health' });
    expect(probe.batches).toBe(batchesAtClose);
    expect(batchesAtClose).toBeLessThan(4);
    probe.hold = null;
  });
});
