import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, waitForHttp } from '@museum/test-kit';

/** Debian's nginx, if installed (`apt-get install nginx-light`). */
export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin));

/** The README's example (section "Scaling out"), as an operator would copy it. */
export function readmeNginxExample(): string {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const block = /## Scaling out[\s\S]*?```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no nginx example under "Scaling out"');
  return block;
}

/**
 * The example made runnable here: the upstream servers replaced by `upstreams`, and TLS (no
 * certificate in a test) replaced by plain HTTP on a port `startNginx` picks. Everything else is
 * kept as written.
 */
export function localised(example: string, upstreams: string[]): string {
  const servers = [...example.matchAll(/^\s*server \d[\d.]*:\d+(.*);$/gm)];
  if (servers.length !== upstreams.length) throw new Error(`the example names ${servers.length} upstream servers`);
  let text = example;
  servers.forEach((match, i) => {
    text = text.replace(match[0], `    server ${upstreams[i]}${match[1]};`);
  });
  return text
    .replace(/^\s*listen 443 ssl.*$/m, '    listen 127.0.0.1:{{PORT}};')
    .replace(/^\s*ssl_certificate.*$/gm, '')
    .replace(/server_name [^;]+;/, 'server_name 127.0.0.1;');
}

export interface RunningNginx {
  base: string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with `site` inside a minimal http block of its own. */
export async function startNginx(site: string): Promise<RunningNginx> {
  if (!nginxBin) throw new Error('nginx is not installed');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they write request bodies under it.
  await fs.chmod(dir, 0o755);
  const port = await freePort();
  await fs.writeFile(path.join(dir, 'site.conf'), site.replace(/\{\{PORT\}\}/g, String(port)));
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, child, 60_000, () => readFileSync(path.join(dir, 'error.log'), 'utf8'));
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
