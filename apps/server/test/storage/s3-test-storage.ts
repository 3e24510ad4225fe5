import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { type S3Emulator, scaled, startS3Emulator } from '@museum/test-kit';
import { afterAll, beforeAll } from 'vitest';
import { createS3Storage } from '../../src/lib/s3-storage';
import type { PhotoStorage } from '../../src/lib/storage';

/** One S3 emulator per test file: started before the first test, stopped after the last. */
export function useS3Emulator(): S3Emulator {
  const holder = {} as S3Emulator;
  beforeAll(async () => {
    Object.assign(holder, await startS3Emulator());
  });
  afterAll(async () => {
    await holder.stop?.();
  });
  return holder;
}

/** A storage under a fresh prefix of the emulator's bucket, so tests sharing a bucket never see each other's files. */
export function s3StorageIn(
  s3: Pick<S3Emulator, 'bucket' | 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey'>,
  dataDir: string,
  prefix = `t-${randomBytes(4).toString('hex')}`,
  // Generous: these tests are about what is stored, and a busy machine may hold a large write a while.
  timeoutMs = scaled(10_000),
): PhotoStorage {
  return createS3Storage({
    bucket: s3.bucket,
    prefix,
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    timeoutMs,
    tempDir: path.join(dataDir, 'storage-temp'),
  });
}

/**
 * A bucket that has frozen half-way: it takes every connection and starts an answer, but then
 * sends one header byte every 50 ms and never ends it. The connection is never silent, so only
 * a deadline on the whole call (never the SDK's socket timeout) ends the wait.
 */
export async function startStalledBucket(): Promise<{ endpoint: string; requests: () => number; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let requests = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let started = false;
    const trickle = setInterval(() => {
      if (started && !socket.destroyed) socket.write('a');
    }, 50);
    socket.on('data', () => {
      if (started) return;
      started = true;
      requests++;
      socket.write('HTTP/1.1 200 OK\r\nx-stalled: ');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests: () => requests,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
