import { describe, expect, it } from 'vitest';
import { devOnlyTexts, lazyOnlyLoadedFirst, renderBlockingStylesheets, staticClosure } from './check-budget';

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

describe('lazyOnlyLoadedFirst', () => {
  it('finds the deep-zoom viewer when a static import pulls it into the first load', () => {
    const viewer = '../../node_modules/openseadragon/build/openseadragon/openseadragon.js';
    const lazy = {
      'index.html': { file: 'a.js', isEntry: true, dynamicImports: [viewer] },
      [viewer]: { file: 'osd.js', isDynamicEntry: true },
    };
    expect(lazyOnlyLoadedFirst(lazy, staticClosure(lazy, 'index.html'))).toEqual([]);
    const eager = { 'index.html': { file: 'a.js', isEntry: true, imports: [viewer] }, [viewer]: { file: 'osd.js' } };
    expect(lazyOnlyLoadedFirst(eager, staticClosure(eager, 'index.html'))).toEqual([viewer]);
  });
  it('finds DOMPurify, the pan-and-zoom library or zod inside a shared chunk by the sources of its map', () => {
    const manifest = { 'index.html': { file: 'a.js', isEntry: true, imports: ['_reports.js'] }, '_reports.js': { file: 'r.js' } };
    const sources = (key: string) => (key === '_reports.js' ? ['../../src/x.tsx', '../../node_modules/dompurify/dist/purify.es.mjs'] : []);
    expect(lazyOnlyLoadedFirst(manifest, staticClosure(manifest, 'index.html'), sources)).toEqual([
      '_reports.js: ../../node_modules/dompurify/dist/purify.es.mjs',
    ]);
  });
});

describe('devOnlyTexts', () => {
  it('finds the development builds of React Router and React by the warnings only they hold', () => {
    const production = { 'index.js': 'function U(e){return e.matches}', 'page.js': 'console.warn("Загрузка")' };
    expect(devOnlyTexts(production)).toEqual([]);
    // What React Router's dist/development (its package.json's only export) and React's dev build put in the entry.
    const development = {
      'index.js': 'warning(n,"No routes matched location "+l.pathname);"\u{1F4BF} Hey developer \u{1F44B}"',
      'page.js': '"In HTML, %s cannot be a descendant of <%s>."',
    };
    expect(devOnlyTexts(development)).toEqual([
      'index.js: No routes matched location',
      'index.js: Hey developer',
      'page.js: In HTML, %s cannot be a descendant of',
    ]);
  });
});

describe('renderBlockingStylesheets', () => {
  it('names the stylesheet links the first paint waits for, not a disabled one or other links', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="modulepreload" crossorigin href="/assets/app-b.js">',
      '<style>.site-main{min-height:100vh}</style>',
      '<link rel="stylesheet" href="/assets/app-c.css" disabled>',
    ].join('\n');
    expect(renderBlockingStylesheets(html)).toEqual([]);
    // Vite's own links, as index.html had them before the entry's stylesheet was written into it.
    const linked = `${html}\n<link rel="stylesheet" crossorigin href="/assets/not-found-x.css">\n<link rel="stylesheet" crossorigin href="/assets/index-y.css">`;
    expect(renderBlockingStylesheets(linked)).toEqual(['/assets/not-found-x.css', '/assets/index-y.css']);
  });
});
