import { IMPORT_LIMITS } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { XLSX } from '../import-helpers';
import { useLiveServer } from '../reliability/live-server';
import { multipart } from '../upload-helpers';
import { photoZipBombs, zipBombs } from '../zip-bombs';

const megabytes = IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024;
/** Photos each within the default upload limit (20 MB) whose headers say they are small, together past a ZIP's unpacked total (ADR 087). */
const photoBytes = 16 * 1024 * 1024;
const overZipTotal = Math.ceil(IMPORT_LIMITS.maxZipUnpackedBytes / photoBytes) + 1;

/**
 * Issue 50, point 1 (ADR 079): the compiled server reads spreadsheets, and ZIPs of a sheet and its
 * photos (ADR 087), off its event loop and still stops on SIGTERM.
 */
describe('zip bombs posted to the running server', () => {
  const live = useLiveServer();

  it(
    'answers /api/health while they are read, refuses them, and ends cleanly on SIGTERM',
    async () => {
      const server = await live.start({ DATA_DIR: await live.tempDir('import-bombs'), SHUTDOWN_GRACE_MS: '60000' });
      const post = (bomb: Buffer) => {
        const body = multipart(bomb, 'bomb.xlsx', XLSX);
        return fetch(`${server.base}/api/archive/imports`, {
          method: 'POST',
          headers: { ...body.headers, authorization: `Bearer ${server.token}` },
          body: body.payload,
        }).then(async (res) => ({ status: res.status, code: ((await res.json()) as { code?: string }).code }));
      };
      const bombs = [
        await zipBombs.longText(megabytes * 4, true),
        await zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100),
        await zipBombs.manySheets(200, IMPORT_LIMITS.maxCells / 100),
        await photoZipBombs.manyBytes(overZipTotal, photoBytes, true),
        await zipBombs.longText(megabytes - 1),
        await zipBombs.longText(megabytes - 1),
      ];
      let settled = 0;
      const answers = bombs.map((bomb) =>
        post(bomb).finally(() => {
          settled++;
        }),
      );
      const health = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(scaled(1000)) });
      expect(health.status).toBe(200);
      expect(settled).toBeLessThan(bombs.length);

      // A stop while files are still being read: each is answered, then the process ends by itself.
      server.server.child.kill('SIGTERM');
      expect((await Promise.all(answers)).map(({ status, code }) => code ?? status)).toEqual([
        'IMPORT_UNPACKED_TOO_LARGE',
        'IMPORT_TOO_MANY_CELLS',
        'IMPORT_TOO_MANY_CELLS',
        'IMPORT_ZIP_TOO_LARGE',
        201,
        201,
      ]);
      expect(await server.server.exited, server.server.output()).toBe(0);
      expect(server.server.output()).not.toMatch(/stopping anyway|error while stopping/);
    },
    scaled(300_000),
  );
});
