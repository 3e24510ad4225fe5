import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      demoData: true,
      trustProxy: false,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('keeps the data folder in ./data of the repository, whatever workspace npm runs in', () => {
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'data'));
    expect(loadConfig({ DATA_DIR: 'var/museum' }).dataDir).toBe(path.join(repoRoot, 'var/museum'));
    expect(loadConfig({ DATA_DIR: '/srv/museum' }).dataDir).toBe('/srv/museum');
  });

  it('keeps photos on local disk by default and in a bucket with STORAGE_URL, path-style when an endpoint is given', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({}).storagePublicUrl).toBeNull();
    const minio = loadConfig({
      STORAGE_URL: 's3://museum-photos/site/uploads/',
      AWS_ENDPOINT_URL: 'http://minio:9000',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
      STORAGE_PUBLIC_URL: 'https://cdn.example/uploads/',
    });
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'museum-photos',
      prefix: 'site/uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: undefined },
      timeoutMs: 5_000,
    });
    expect(minio.storagePublicUrl).toBe('https://cdn.example/uploads');
    // AWS itself: virtual-hosted addressing, credentials from the SDK's own chain (an instance role).
    expect(loadConfig({ STORAGE_URL: 's3://museum-photos', AWS_REGION: 'eu-central-1' }).storage).toMatchObject({
      prefix: '',
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({ STORAGE_URL: 's3://b1b', AWS_ENDPOINT_URL: 'http://x:9000', STORAGE_S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuses a storage address that is not s3:// and half a pair of AWS keys', () => {
    expect(() => loadConfig({ STORAGE_URL: 'ftp://photos' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://museum-photos', AWS_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('takes only proxy addresses or networks in production, and names them when it refuses `true` or a hop count', () => {
    for (const value of ['true', '1', '99', '0']) {
      expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .*refused in production.*; use the addresses or networks of the proxies/s,
      );
    }
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.10, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toBe(
      '10.0.0.10, 10.1.0.0/16,::1,fd00::/8',
    );
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('refuses a network that trusts everyone or an entry that is no address with that message, in any mode', () => {
    for (const env of ['production', 'development'] as const) {
      for (const value of ['0.0.0.0/0', '::/0', '10.0.0.0/8,0.0.0.0/0']) {
        expect(() => loadConfig({ NODE_ENV: env, TRUST_PROXY: value }), value).toThrow(
          /TRUST_PROXY: `(0\.0\.0\.0|::)\/0` trusts every address.*; use the addresses or networks of the proxies/s,
        );
      }
      // Each network alone is fair; together they hold every address of their family, as `true` would.
      for (const value of [
        '0.0.0.0/1,128.0.0.0/1',
        '::/1,8000::/1',
        '10.0.0.1, 0.0.0.0/2,64.0.0.0/2,128.0.0.0/1',
        '::/1, ::ffff:1.2.3.4, 8000::/2,c000::/2',
      ]) {
        expect(() => loadConfig({ NODE_ENV: env, TRUST_PROXY: value }), value).toThrow(
          /TRUST_PROXY: `.*` together trusts every IPv[46] address.*; use the addresses or networks of the proxies/s,
        );
      }
      for (const value of ['0.0.0.0/1,192.0.0.0/2', '::/1,8000::/2,c000::/3', '0.0.0.0/1,::/1']) {
        expect(loadConfig({ NODE_ENV: env, TRUST_PROXY: value }).trustProxy, value).toBe(value);
      }
      for (const value of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '300.1.1.1']) {
        expect(() => loadConfig({ NODE_ENV: env, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*; use the addresses/s);
      }
    }
  });

  it('builds the app with every address list it takes (Fastify would crash on the rest)', async () => {
    const { default: Fastify } = await import('fastify');
    for (const value of ['127.0.0.1', '10.0.0.10, 10.1.0.0/16,::1,fd00::/8', 'loopback,uniquelocal']) {
      const { trustProxy } = loadConfig({ NODE_ENV: 'production', TRUST_PROXY: value });
      await Fastify({ trustProxy: trustProxy as string }).close();
    }
  });

  it('reads per-account write limits, higher for moderators', () => {
    const { writeLimits } = loadConfig({
      WRITES_PER_MINUTE: '7',
      UPLOAD_MB_PER_DAY: '2',
      MODERATOR_LIMIT_FACTOR: '3',
      ACCOUNT_EXPORTS_PER_HOUR: '4',
    });
    expect(writeLimits.user).toEqual({
      writesPerMinute: 7,
      uploadsPerDay: 50,
      uploadBytesPerDay: 2 * 2 ** 20,
      changeRequestsPerDay: 100,
      manufacturersPerDay: 10,
      exportsPerHour: 4,
    });
    expect(writeLimits.moderator).toMatchObject({
      writesPerMinute: 21,
      uploadBytesPerDay: 6 * 2 ** 20,
      manufacturersPerDay: 30,
      exportsPerHour: 12,
    });
    expect(loadConfig({}).writeLimits.user.exportsPerHour).toBe(20);
    expect(() => loadConfig({ UPLOADS_PER_DAY: '0' })).toThrow(/UPLOADS_PER_DAY/);
  });

  it('reads how many sign-ups one address may send per hour: 10 unless told', () => {
    expect(loadConfig({}).rateLimits.register).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '3' }).rateLimits.register).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });

  it('reads the PostgreSQL pool size: 10 unless told, at least 1', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).dbPoolSize).toBe(4);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('fails fast on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });
});
