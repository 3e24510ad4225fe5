import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The import rules that `npm run lint` checks (ADR 031), run on a small tree that breaks each of them,
// so a rule that stopped matching would fail here rather than let violations in.
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(web, 'scripts/fixtures/import-rules');
const depcruise = path.join(web, '../../node_modules/.bin/depcruise');

async function cruise(config: string, cwd: string): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(depcruise, ['src', '--config', path.join(web, config), '--output-type', 'err'], { cwd });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { failed: true, output: stdout };
  }
}

describe('web import rules', () => {
  it("fail on a feature reaching into another feature's folders and on shared code importing a feature", async () => {
    const { failed, output } = await cruise('.dependency-cruiser.cjs', fixture);
    expect(failed).toBe(true);
    expect(output).toContain('feature-internals: src/features/beta/pages/beta-page.ts → src/features/alpha/lib/secret.ts');
    expect(output).toContain('shared-imports-feature: src/lib/shared.ts → src/features/alpha/index.ts');
    expect(output).toContain('routes-for-the-router: src/features/beta/lib/alpha-pages.ts → src/features/alpha/routes.ts');
    // Through the entry is allowed.
    expect(output).not.toMatch(/feature-internals: src\/features\/alpha\/lib\/secret\.ts/);
  });

  it('fail on a cycle between two features', async () => {
    const { failed, output } = await cruise('.dependency-cruiser-cycles.cjs', fixture);
    expect(failed).toBe(true);
    expect(output).toContain('no-feature-cycles');
    expect(output).toContain('src/features/alpha/');
    expect(output).toContain('src/features/beta/');
  });
});
