import { describe, expect, it } from 'vitest';

describe('the runtime', () => {
  it('is the Node the root package depends on (24), not whatever the machine has', () => {
    // npm puts node_modules/.bin/node (the `node` package) first on every script's PATH.
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
