import { API } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-client';

// Every source file of the web (tests, their fixtures and their helpers in any `test/` folder aside) as text.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.fixtures.{ts,tsx}', '!../**/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('API addresses', () => {
  it('come only from the contract: no /api/ literal in the web sources', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const literals = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/['"`]\/api\/[^'"`]*/g)].map((match) => `${file.replace(/^\.\.\//, 'src/')}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });

  it('fill the path parameters and skip empty query values', () => {
    expect(endpointUrl(API.history.page, { params: { entity: 'details', id: 7 }, query: { page: 1, size: 10 } })).toBe(
      '/api/archive/details/7/history/page?page=1&size=10',
    );
    expect(endpointUrl(API.admin.resetSecondFactor, { params: { username: 'a b/c' } })).toBe(
      '/api/admin/users/a%20b%2Fc/reset-second-factor',
    );
    expect(endpointUrl(API.search.export, { query: { format: 'csv', q: '', year: undefined } })).toBe('/api/archive/export?format=csv&q=');
  });
});
