import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible emulator (s3rver, pure JavaScript: nothing is downloaded). */
export interface S3Emulator {
  /** `http://127.0.0.1:<port>`: what AWS_ENDPOINT_URL takes. */
  endpoint: string;
  port: number;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder the emulator keeps its objects in (removed by `stop`). */
  directory: string;
  /** `STORAGE_URL` and the AWS variables a server process needs to store photos under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** Every object key under `prefix` in the bucket, sorted (read through the S3 API, as a client sees them). */
  listKeys(prefix?: string): Promise<string[]>;
  /** Stops answering (the port closes) but keeps the objects: `resume` brings it back on the same port. */
  pause(): Promise<void>;
  /** Starts answering again after `pause`. */
  resume(): Promise<void>;
  /** Stops and removes every object. */
  stop(): Promise<void>;
}

export interface S3EmulatorOptions {
  bucket?: string;
  /** A fixed port; a free one unless told. */
  port?: number;
}

/** s3rver accepts any signature made with these (its documented defaults). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_all, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] as string);

/** Starts an S3-compatible server on 127.0.0.1 with one empty bucket, its objects in a temp folder. */
export async function startS3Emulator({ bucket = 'museum-test', port = 0 }: S3EmulatorOptions = {}): Promise<S3Emulator> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-emulator-'));
  const make = (listenOn: number) =>
    new S3rver({ address: '127.0.0.1', port: listenOn, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let server = make(port);
  const { port: actualPort } = await server.run();
  const endpoint = `http://127.0.0.1:${actualPort}`;
  let running = true;
  return {
    endpoint,
    port: actualPort,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    }),
    async listKeys(prefix = '') {
      // Version 1 listing, paged by marker: s3rver makes version 2's continuation tokens with DES,
      // which OpenSSL 3 (Node 17 and later) refuses, so a listing past 1000 keys fails there.
      const keys: string[] = [];
      let marker: string | undefined;
      do {
        const query = new URLSearchParams({ prefix, ...(marker ? { marker } : {}) });
        const response = await fetch(`${endpoint}/${bucket}?${query}`);
        const xml = await response.text();
        if (!response.ok) throw new Error(`s3rver could not list ${prefix || 'the bucket'}: ${xml}`);
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1] as string));
        keys.push(...page);
        marker = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? page.at(-1) : undefined;
      } while (marker);
      return keys.sort();
    },
    async pause() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async resume() {
      if (running) return;
      server = make(actualPort);
      await server.run();
      running = true;
    },
    async stop() {
      if (running) await server.close();
      running = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
