// Runs every workspace's tests one after another, as `npm run test --workspaces` would, and
// ends with a summary: which workspaces failed and the failing tests' lines. CI keeps only the
// tail of a long log, so a failure early in the run must be repeated at its end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters as stripColours } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The root's `node` dependency puts Node 24 first on every npm script's PATH, whatever the machine has.
console.log(`Testing on Node ${process.version}`);
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// What vitest prints for a failure: FAIL headers, × marks, the error lines under them.
const failureLine = /\bFAIL\b|×|✗|Error:|Unhandled|expected .* to /;

function runTests(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '--if-present', '-w', workspace], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const failures = [];
    const keep = (stream, sink) => {
      let partial = '';
      stream.on('data', (chunk) => {
        sink.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (failureLine.test(stripColours(line))) failures.push(stripColours(line).trimEnd());
      });
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ workspace, ok: code === 0, code: code ?? signal, failures }));
  });
}

const results = [];
for (const workspace of workspaces) results.push(await runTests(workspace));

console.log('\nTests by workspace:');
for (const { workspace, ok, code } of results) console.log(`  ${ok ? 'passed' : `FAILED (exit ${code})`}  ${workspace}`);
for (const { workspace, failures } of results.filter((r) => !r.ok)) {
  console.log(`\nWhat failed in ${workspace}:`);
  for (const line of failures.slice(0, 80)) console.log(`  ${line}`);
  if (failures.length > 80) console.log(`  … and ${failures.length - 80} more lines above`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
