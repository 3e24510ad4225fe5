import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './harness';

/**
 * An app that logs at `info` into `lines`, for the describe around the call: what a request log
 * keeps (no secrets, no private search text) is read from it.
 */
export function useLoggedApp() {
  const logged = { lines: [] as string[] } as { lines: string[]; base: TestApp; app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.lines.push(String(chunk));
        done();
      },
    });
    logged.base = await createTestApp();
    logged.app = await buildApp({ ...logged.base, config: { ...logged.base.config, logLevel: 'info' }, version: 'test', logStream });
  });
  afterAll(async () => {
    await logged.app?.close();
    await logged.base?.close();
  });
  return logged;
}
