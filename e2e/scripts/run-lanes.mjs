// `npm test -w @museum/e2e`: the browser tier in lanes (ADR 077). Each lane is a vitest of its
// own (E2E_LANE=i/n; vitest.config.ts takes its share of the spec files from src/lanes.ts) whose
// set-up starts a server, a data folder, accounts and a Chromium of its own, so lanes share no rows
// and run side by side. By default as many lanes as cores are idle when the tier starts, at most two:
// an idle 2-core machine runs two (8:36 → 6:10), a busy one one (two at a load of 10 timed a viewer
// out, ADR 077). E2E_LANES=n chooses. Files named on the command line run in one lane.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eRoot, '..');
const MAX_LANES = 2;

const args = process.argv.slice(2);
// The builds happen once, before the lanes: each lane's set-up would otherwise build the same files at once.
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-web-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/ensure-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });

const count = args.length > 0 ? 1 : await chosenLanes();
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

if (count === 1) {
  process.exit(await runVitest(args, {}));
} else {
  console.log(`The browser tests in ${count} lanes, each with a server and Chromium of its own.`);
  const started = Date.now();
  const codes = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const name = `${i + 1}/${count}`;
      const code = await runVitest([], { E2E_LANE: name }, `[e2e ${name}] `);
      console.log(`[e2e ${name}] ${code === 0 ? 'passed' : 'FAILED'} after ${Math.round((Date.now() - started) / 1000)} s`);
      return code;
    }),
  );
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
}

/** E2E_LANES: a positive whole number, or "idle" (as many as cores are idle), which is also what its absence means. */
async function chosenLanes() {
  const value = process.env.E2E_LANES;
  if (value === undefined || value === '' || value === 'idle') return idleCores();
  const lanes = Number(value);
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error(`E2E_LANES must be a positive whole number or "idle", not "${value}"`);
  return lanes;
}

/** The cores idle over two seconds, rounded, between 1 and MAX_LANES: a busy machine runs one lane. */
async function idleCores() {
  const sample = () =>
    os
      .cpus()
      .reduce((sum, { times }) => ({ idle: sum.idle + times.idle, all: sum.all + Object.values(times).reduce((a, b) => a + b, 0) }), {
        idle: 0,
        all: 0,
      });
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = sample();
  const idle = ((after.idle - before.idle) / Math.max(1, after.all - before.all)) * os.cpus().length;
  return Math.max(1, Math.min(MAX_LANES, Math.round(idle)));
}

/**
 * Runs `vitest run` in e2e/ with extra environment, its output as it comes, or line by line after
 * `prefix` (lanes side by side). Resolves with its exit code.
 */
function runVitest(extraArgs, env, prefix) {
  const child = spawn(process.execPath, [vitestBin(), 'run', ...extraArgs], {
    cwd: e2eRoot,
    env: { ...process.env, ...env },
    stdio: prefix === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const out = prefix === undefined ? undefined : prefixed(prefix);
  child.stdout?.on('data', (chunk) => out.write(chunk));
  child.stderr?.on('data', (chunk) => out.write(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      children.delete(child);
      out?.end();
      resolve(code ?? 1);
    }),
  );
}

/** A sink that writes whole lines to stdout, each after `prefix`, so two lanes' lines never mix. */
function prefixed(prefix) {
  let partial = '';
  return {
    write(chunk) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    },
    end() {
      if (partial) process.stdout.write(`${prefix}${partial}\n`);
    },
  };
}

/** vitest's command, wherever npm installed it. */
function vitestBin() {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve('vitest/package.json'))), 'vitest.mjs');
}
