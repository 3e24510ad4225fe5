// `npm test`: the builds, lint, type checks and the web budget, then every test tier, ending with
// a summary of what passed, failed or was skipped and how long each took. Lint and the type checks
// run beside the builds, their output printed whole when they end; the bench's tiny run (about one
// core) beside the small tiers; the server tiers each alone, and the browser tier alone after all
// (beside others its processes stretched past their timeouts, ADR 077).
// CI keeps only the tail of a long log, so a failure early in the run is repeated at its end.
//
// Without TEST_DATABASE_URL it restarts itself inside scripts/with-test-postgres.sh, which starts
// a throwaway PostgreSQL server when its binaries are installed, so the API tests run on both
// databases; otherwise the PostgreSQL tier is skipped and the summary says so.
//
// `npm test -- web server-pglite` runs only the named steps (names in the summary).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters as stripColours } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The root's `node` dependency puts Node 24 first on every npm script's PATH, whatever the machine has.
console.log(`Testing on Node ${process.version}`);
// What vitest prints for a failure: FAIL headers, a × or ✗ that opens a failed test's line, the
// error lines under them. A × inside a line is a test's own output (a ratio such as "×1.00"), which
// once filled the summary and hid the failure itself. A line may start with its e2e lane ("[e2e 1/2] ").
const failureLine = /\bFAIL\b|^(?:\[[^\]]+\] )?\s*[×✗]\s|Error:|Unhandled|expected .* to /;
// A test or hook that ran out of time: on a slow or busy machine TEST_TIMEOUT_SCALE stretches every timeout.
const timeoutLine = /timed out in \d+ms|Timeout \d+ms exceeded|timed out waiting|no answer in time/i;

/**
 * Checks stop the run when they fail (the tests would only repeat the error); test tiers all run.
 * A `beside` step starts and the next begins at once; its output is held and printed when it ends.
 * An `alone` step waits for every step beside to end first.
 */
const steps = [
  // Lint and the type checks run beside the builds (each keeps about one core busy); the tests wait for them.
  { name: 'lint', what: 'Biome lint and format', check: true, beside: true, run: ['npm', 'run', 'lint'] },
  { name: 'typecheck', what: 'TypeScript in every workspace', check: true, beside: true, run: ['npm', 'run', 'typecheck'] },
  { name: 'web-build', what: 'web client build', check: true, run: ['node', 'scripts/ensure-web-build.mjs'] },
  {
    name: 'server-build',
    what: 'compiled server (the process tests run it)',
    check: true,
    run: ['node', 'apps/server/scripts/ensure-build.mjs'],
  },
  { name: 'budget', what: 'web bundle budget', check: true, run: ['npm', 'run', 'budget', '-w', '@museum/web'] },
  {
    name: 'server-pglite',
    what: 'server unit and API tests on PGlite (OpenAPI lint and migrations included)',
    run: ['npm', 'run', 'test:pglite', '-w', '@museum/server'],
  },
  {
    name: 'server-postgres',
    what: 'server API tests on PostgreSQL',
    run: ['npm', 'run', 'test:postgres', '-w', '@museum/server'],
    skipped: () => (process.env.TEST_DATABASE_URL ? undefined : (process.env.TEST_POSTGRES_SKIPPED ?? 'TEST_DATABASE_URL is not set')),
  },
  // The bench's run keeps about one core busy, the web tier less than one: together they fill two.
  { name: 'bench', what: 'bench tools and a tiny bench run', beside: true, run: ['npm', 'run', 'test', '-w', '@museum/bench'] },
  { name: 'contract', what: 'contract unit tests', run: ['npm', 'run', 'test', '-w', '@museum/contract'] },
  { name: 'test-kit', what: 'shared test helpers', run: ['npm', 'run', 'test', '-w', '@museum/test-kit'] },
  { name: 'web', what: 'web unit and component tests', run: ['npm', 'run', 'test', '-w', '@museum/web'] },
  { name: 'e2e', what: 'browser tests in Chromium', alone: true, run: ['npm', 'run', 'test', '-w', '@museum/e2e'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? steps.filter((step) => wanted.includes(step.name)) : steps;

/**
 * Runs a step's command; its output goes to `sink` as it comes, and its failure lines are kept.
 * A step beside others leads a process group of its own, so that stopping it stops its test
 * runner, servers and browser too (`stop`).
 */
function run(command, args, sink, { group = false } = {}) {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  const failures = [];
  let timedOut = false;
  const keep = (stream, out) => {
    let partial = '';
    stream.on('data', (chunk) => {
      out.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.map((text) => stripColours(text).trimEnd())) {
        if (failureLine.test(line)) failures.push(line);
        if (timeoutLine.test(line)) timedOut = true;
      }
    });
  };
  keep(child.stdout, sink.stdout);
  keep(child.stderr, sink.stderr);
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, failures, timedOut }));
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(group ? -child.pid : child.pid, 'SIGTERM');
  };
  return { stop, done };
}

/** Output kept in memory, printed whole later (a step running beside others). */
function heldOutput() {
  const chunks = [];
  const hold = { write: (chunk) => chunks.push(chunk) };
  return { stdout: hold, stderr: hold, print: () => process.stdout.write(Buffer.concat(chunks.map((c) => Buffer.from(c)))) };
}

// Restart inside a throwaway PostgreSQL server (when installed) if the PostgreSQL tier is to run.
const needsPostgres = chosen.some((step) => step.name === 'server-postgres');
if (needsPostgres && !process.env.TEST_DATABASE_URL && process.env.TEST_POSTGRES_SKIPPED === undefined) {
  const wrapper = path.join(root, 'scripts/with-test-postgres.sh');
  const child = spawn(wrapper, ['--if-installed', process.execPath, fileURLToPath(import.meta.url), ...wanted], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

/** Waits for the checks running beside; false (after saying which failed) when one did. */
async function checksBesidePassed(besides) {
  const checks = besides.filter(({ step }) => step.check);
  const failed = [];
  for (const { step, running } of checks) if (!(await running.done).ok) failed.push(step.name);
  if (failed.length === 0) return true;
  console.log(`\n${failed.join(', ')} failed: the tests were not run.`);
  for (const { running } of besides) running.stop();
  return false;
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

async function main() {
  const started = Date.now();
  const results = [];
  const besides = [];
  // A run stopped by hand (Ctrl-C) or by its caller stops the steps beside it too.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const { running } of besides) running.stop();
      process.exit(1);
    });
  }
  const runStep = async (step, sink) => {
    const stepStarted = Date.now();
    const [command, ...args] = step.run;
    const running = run(command, args, sink, { group: Boolean(step.beside) });
    if (step.beside) besides.push({ step, running });
    const { ok, code, failures, timedOut } = await running.done;
    return { step, status: ok ? 'passed' : `FAILED (exit ${code})`, ms: Date.now() - stepStarted, failures, timedOut };
  };
  for (const step of chosen) {
    // The tests start once every check beside has passed.
    if (!step.check && !(await checksBesidePassed(besides))) break;
    const reason = step.skipped?.();
    if (reason) {
      console.log(`\n!!! SKIPPED ${step.name} (${step.what}): ${reason}\n`);
      results.push({ step, status: 'skipped', reason, ms: 0, failures: [] });
      continue;
    }
    if (step.alone) await Promise.all(besides.map(({ running }) => running.done));
    if (step.beside) {
      console.log(`\n=== ${step.name}: ${step.what} (beside the next steps; its output comes when it ends)\n`);
      const held = heldOutput();
      const result = runStep(step, held).then((outcome) => {
        console.log(`\n=== ${step.name} ended: its output\n`);
        held.print();
        return outcome;
      });
      results.push(result);
      continue;
    }
    console.log(`\n=== ${step.name}: ${step.what}\n`);
    const result = await runStep(step, process);
    results.push(result);
    if (result.status !== 'passed' && step.check) {
      console.log(`\n${step.name} failed: the tests were not run.`);
      for (const { running } of besides) running.stop();
      break;
    }
  }
  const ended = await Promise.all(results);

  console.log(`\nSummary (${duration(Date.now() - started)} in all):`);
  for (const { step, status, ms, reason } of ended) {
    console.log(`  ${status.padEnd(16)} ${status === 'skipped' ? '      ' : duration(ms)}  ${step.name.padEnd(16)} ${reason ?? step.what}`);
  }
  for (const { step, status, failures, timedOut } of ended.filter((r) => r.status.startsWith('FAILED'))) {
    console.log(`\nWhat failed in ${step.name} (${status}):`);
    for (const line of failures.slice(0, 80)) console.log(`  ${line}`);
    if (failures.length > 80) console.log(`  … and ${failures.length - 80} more lines above`);
    if (timedOut) {
      console.log(`  Something ran out of time. On a slow or busy machine, TEST_TIMEOUT_SCALE=2 (or 3) stretches every`);
      console.log(`  test's timeouts (now ×${process.env.TEST_TIMEOUT_SCALE || 1}); no test asserts on elapsed time.`);
    }
  }
  process.exit(ended.every((r) => r.status === 'passed' || r.status === 'skipped') && ended.length === chosen.length ? 0 : 1);
}
