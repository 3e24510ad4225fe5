import { describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../lib/locale/active-locale';
import { exportUrl } from './export-url';
import { parseSearch } from './search-state';

describe('exportUrl', () => {
  it('carries the search text and filters, not the page or the order', () => {
    const state = parseSearch(
      new URLSearchParams('q=максим&searchType=products&page=3&size=60&year=1916&manufacturer=ТОЗ&sortField=year&sortOrder=asc'),
    );
    const url = new URL(exportUrl(state, 'csv'), 'http://site.test');
    expect(url.pathname).toBe('/api/archive/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      q: 'максим',
      searchType: 'products',
      year: '1916',
      manufacturer: 'ТОЗ',
      lang: 'ru',
    });
  });

  it('exports the whole catalogue for an empty search, as JSON Lines too', () => {
    const url = new URL(exportUrl(parseSearch(new URLSearchParams()), 'jsonl'), 'http://site.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonl', q: '', searchType: 'all', lang: 'ru' });
  });

  it('asks for the file in the page’s language, whatever the browser’s', () => {
    setActiveLocale('en');
    const url = new URL(exportUrl(parseSearch(new URLSearchParams()), 'csv'), 'http://site.test');
    expect(url.searchParams.get('lang')).toBe('en');
  });
});
