import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css-plugin';

const built = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/app-b.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/app-c.css">',
  '  </head>',
].join('\n');

describe('inlineStylesheets', () => {
  it('writes the stylesheet into the page and keeps a disabled link of its address for the preload helper', () => {
    const html = inlineStylesheets(built, { '/assets/app-c.css': '.site-main{min-height:100vh}\n' });
    expect(html).toContain('<style>.site-main{min-height:100vh}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-c.css" disabled>');
    // No render-blocking stylesheet is left; the scripts are untouched.
    expect(html).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+">/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-b.js">');
  });

  it('leaves a stylesheet it was not given as a link', () => {
    expect(inlineStylesheets(built, { '/assets/other.css': 'a{}' })).toBe(built);
  });

  it('refuses CSS that would close the style element early', () => {
    expect(() => inlineStylesheets(built, { '/assets/app-c.css': 'a::after{content:"</style>"}' })).toThrow(/<\/style/);
  });
});
