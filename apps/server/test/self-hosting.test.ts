import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { VERSION } from '../src/version';

/** The self-hosting kit (issue 35 point 5) checked against what it describes, so neither drifts. */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variables of the README's configuration table, in its order. */
function readmeVariables(): string[] {
  const section = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| ((?:`[A-Z_0-9]+`(?:, )?)+)\s*\|/gm)].flatMap((row) =>
    [...(row[1] ?? '').matchAll(/`([A-Z_0-9]+)`/g)].map((m) => m[1] ?? ''),
  );
}

describe('the self-hosting kit', () => {
  it('.env.example names every variable of the README table, once, and nothing else', () => {
    const example = [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z_0-9]*)=/gm)].map((m) => m[1]);
    const documented = readmeVariables();
    expect(documented.length).toBeGreaterThan(30);
    expect(example).toEqual(documented);
  });

  it('.env.example is a configuration the server accepts as it stands', () => {
    const values = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z_0-9]*)=(.*)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    expect(Object.keys(values)).toEqual(expect.arrayContaining(['NODE_ENV', 'PUBLIC_URL', 'DATA_DIR', 'DEMO_DATA']));
    expect(loadConfig(values)).toMatchObject({ env: 'production', publicUrl: 'https://museum.example', demoData: false });
  });

  it('the systemd unit passes systemd-analyze verify and waits out the shutdown grace', (context) => {
    const unit = read('deploy/maxim-museum.service');
    const grace = loadConfig({}).shutdownGraceMs;
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(grace);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/maxim-museum\/env$/m);
    expect(unit).toMatch(/^UMask=0077$/m);
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) return context.skip('systemd-analyze is not installed');
    const dir = mkdtempSync(path.join(tmpdir(), 'unit-'));
    try {
      const file = path.join(dir, 'maxim-museum.service');
      writeFileSync(file, unit);
      // Unknown keys and bad values are warnings with exit status 0: any output is a failure.
      const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the running version is the root package.json release that CHANGELOG.md describes last', () => {
    const rootPackage = JSON.parse(read('package.json'));
    expect(VERSION).toBe(rootPackage.version);
    const releases = [...read('CHANGELOG.md').matchAll(/^## (\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]);
    expect(releases[0]).toBe(VERSION);
  });

  it('asks for the Node that `engines` names wherever the README says which Node runs npm', () => {
    const minimum = /^>=(\d+\.\d+)$/.exec(JSON.parse(read('package.json')).engines.node)?.[1];
    expect(minimum).toBeDefined();
    const statements = [...read('README.md').matchAll(/Node (\d+(?:\.\d+)?) or newer|at least (\d+(?:\.\d+)?) to run npm/g)];
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const [text, newer, least] of statements) expect(newer ?? least, text).toBe(minimum);
  });

  it('states the licences: the code under the AGPL in LICENSE and package.json, the texts in the README', () => {
    expect(read('LICENSE')).toMatch(/^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3/);
    expect(JSON.parse(read('package.json')).license).toBe('AGPL-3.0-or-later');
    expect(read('README.md')).toMatch(/## Licence[\s\S]*AGPL-3\.0-or-later[\s\S]*CC BY-SA 4\.0/);
  });
});
