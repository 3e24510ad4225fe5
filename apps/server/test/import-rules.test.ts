import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The layer rules that `npm run lint` checks (ADR 050), run on a small tree that breaks each of
// them, so a rule that stopped matching would fail here rather than let violations in.
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(server, 'test/fixtures/import-rules');
const depcruise = path.join(server, '../../node_modules/.bin/depcruise');

async function cruise(): Promise<{ failed: boolean; output: string }> {
  const args = ['src', '--config', path.join(server, '.dependency-cruiser.cjs'), '--output-type', 'err'];
  try {
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd: fixture });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { failed: true, output: stdout };
  }
}

describe('server layer rules', () => {
  it('fail on each forbidden import and let the allowed ones through', async () => {
    const { failed, output } = await cruise();
    expect(failed).toBe(true);
    const violations = output
      .split('\n')
      .map((line) => line.trim().replace(/^error /, ''))
      .filter((line) => line.includes(' → '))
      .map((line) => line.replace(/→ \S*node_modules\/(drizzle-orm)\/\S+/, '→ $1'))
      .sort();
    expect(violations).toEqual(
      [
        'routes-skip-services: src/modules/alpha/alpha.routes.ts → src/modules/alpha/alpha.repository.ts',
        'module-imports-root: src/modules/alpha/alpha.routes.ts → src/services.ts',
        'services-import-db: src/modules/alpha/alpha.service.ts → src/db/counts.ts',
        'services-import-db-values: src/modules/alpha/alpha.service.ts → src/db/client.ts',
        'sql-outside-repositories: src/modules/alpha/alpha.service.ts → drizzle-orm',
        'module-imports-plugin: src/modules/alpha/alpha.service.ts → src/plugins/gate.ts',
        'plugin-imports-module: src/plugins/gate.ts → src/modules/beta/beta-helper.ts',
        'db-imports-module: src/db/counts.ts → src/modules/alpha/alpha.repository.ts',
        'one-composition-root: src/db/counts.ts → src/modules/alpha/alpha.repository.ts',
        'lib-imports-upward: src/lib/shared.ts → src/modules/beta/beta-helper.ts',
        'one-composition-root: src/main.ts → src/modules/alpha/alpha.repository.ts',
      ].sort(),
    );
    // Allowed: SQL in a repository, a service naming db/client's and a repository's types, a
    // plugin naming a service's type, services.ts and a file of services/ building a repository and a service.
  });
});
