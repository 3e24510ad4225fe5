import { scaled } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { type LiveServer, slowUpload, useLiveServer } from '../reliability/live-server';
import { multipart, testImage } from '../upload-helpers';

describe('SIGTERM to the server while an upload is in flight', () => {
  const live = useLiveServer();

  it(
    'answers the upload, closes its kept-alive connection and exits with code 0 without the force timer',
    async () => {
      const dataDir = await live.tempDir('sigterm');
      // Longer than a slow upload could take, shorter than Fastify's 72 s keep-alive: a connection
      // left open after its answer would hold the close until the force timer exits with code 1.
      const server: LiveServer = await live.start({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '60000' });
      const upload = slowUpload(server.base, server.token, multipart(await testImage('jpeg', 400, 300)), 20, 100);
      await expect.poll(upload.slicesSent, { interval: 20 }).toBeGreaterThanOrEqual(3);
      server.server.child.kill('SIGTERM');

      const answer = await upload.answered;
      expect(answer.status, answer.body).toBe(201);
      // The server said it would close the connection rather than keep it for a next request.
      expect(answer.headers.connection).toBe('close');
      expect(await server.server.exited, server.server.output()).toBe(0);
      expect(server.server.output()).not.toMatch(/stopping anyway|error while stopping/);
      expect(server.server.output()).toMatch(/stopped/);
    },
    scaled(400_000),
  );
});
