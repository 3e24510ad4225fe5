import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInApp, pathInLocale, routerBasename } from './locale-path';

describe('addresses per language', () => {
  it('put English under /en and keep Russian at the root', () => {
    expect(localeOfPath('/')).toBe('ru');
    expect(localeOfPath('/products/1')).toBe('ru');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/products/1')).toBe('en');
    expect(localeOfPath('/english')).toBe('ru');
    expect(routerBasename('en')).toBe('/en');
    expect(routerBasename('ru')).toBe('/');
  });

  it('give the same page in the other language, with its query', () => {
    expect(pathInLocale('en', '/products/1')).toBe('/en/products/1');
    expect(pathInLocale('en', '/', '?x=1')).toBe('/en?x=1');
    expect(pathInLocale('ru', '/en/search', '?q=1910')).toBe('/search?q=1910');
    expect(pathInLocale('ru', '/en')).toBe('/');
    expect(pathInApp('/en/year')).toBe('/year');
  });
});
