import http from 'node:http';
import { scaled } from '@museum/test-kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../reliability/throwaway-postgres';
import { multipart } from '../upload-helpers';
import { type ClusterServer, createAccount, signIn, startServers, stopServers } from './cluster';
import { localised, nginxBin, type RunningNginx, readmeNginxExample, startNginx } from './nginx';

/** A client address that is not nginx's own (127.0.0.1), as a visitor's would be. */
const VISITOR = '127.0.0.2';

/** A request from the visitor's address, with any headers it likes (a forged X-Forwarded-For among them). */
function fromVisitor(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: VISITOR }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** How many requests a server's log says came from `address`. */
const seenFrom = (server: ClusterServer, address: string) => server.process.output().split(`"remoteAddress":"${address}"`).length - 1;

/**
 * The README's nginx example in front of two servers with `TRUST_PROXY` set as it says: both
 * servers answer, each sees the visitor's own address and not one it forged, and a photo
 * larger than nginx's default body limit goes through. Runs where nginx and PostgreSQL are installed.
 */
describe.skipIf(!nginxBin || !postgresBin() || process.env.TEST_DB === 'postgres')("the README's nginx example", () => {
  let pg: ThrowawayPostgres;
  let servers: ClusterServer[] = [];
  let nginx: RunningNginx;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    // nginx runs on this machine: the servers trust its address, as the README says.
    servers = await startServers(['left', 'right'], { DATABASE_URL: pg.url, TRUST_PROXY: '127.0.0.1' });
    const upstreams = servers.map((server) => new URL(server.base).host);
    nginx = await startNginx(localised(readmeNginxExample(), upstreams));
    await createAccount({ DATABASE_URL: pg.url }, 'keeper', 'MODERATOR');
  }, scaled(300_000));

  afterAll(async () => {
    await nginx?.stop();
    await stopServers(servers);
    await pg?.remove();
  });

  it("spreads requests over both servers, each seeing the visitor's address and not a forged one", async () => {
    for (let i = 0; i < 6; i++) {
      const health = await fromVisitor(`${nginx.base}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(health.status).toBe(200);
    }
    for (const server of servers) {
      expect(seenFrom(server, VISITOR)).toBeGreaterThan(0);
      expect(seenFrom(server, '203.0.113.7')).toBe(0);
    }
  });

  it('takes a photo larger than nginx’s default body limit of 1 MB', async () => {
    const token = await signIn(nginx, 'keeper');
    // Noise compresses badly: a few megabytes of PNG.
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const form = multipart(photo, 'big.png', 'image/png');
    const uploaded = await fromVisitor(`${nginx.base}/api/archive/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
  });

  it('keeps answering, signed in, once one server has stopped (SIGTERM, as in a rolling restart)', async () => {
    const token = await signIn(nginx, 'keeper');
    const leaving = servers[1] as ClusterServer;
    leaving.process.child.kill('SIGTERM');
    await leaving.process.exited;
    for (let i = 0; i < 6; i++) {
      const me = await fromVisitor(`${nginx.base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status, me.body).toBe(200);
    }
  });
});
