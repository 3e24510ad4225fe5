import { describe, expect, it } from 'vitest';
import { staticClosure } from './check-budget';

describe('staticClosure', () => {
  it('follows static imports only, once each', () => {
    const manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/features/x/pages/x-page.tsx'] },
      '_shared.js': { file: 'shared.js', imports: ['index.html'] },
      'src/features/x/pages/x-page.tsx': { file: 'x.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_shared.js', 'index.html']);
  });
});
