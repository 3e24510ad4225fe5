import { describe, expect, it } from 'vitest';
import { API, API_ROOT, ENDPOINT_LIST, ENDPOINTS, endpointPath, ROUTES } from '../index';

describe('the endpoint declarations', () => {
  it('all live under API_ROOT, which the web keeps off the upload host', () => {
    const elsewhere = Object.values(ROUTES).flatMap((group) => Object.values(group).filter((route) => !route.path.startsWith(API_ROOT)));
    expect(elsewhere).toEqual([]);
  });

  it('take each method and path from ROUTES, so the web (API) calls what the server registers', () => {
    const declared = Object.entries(ENDPOINTS).flatMap(([feature, group]) =>
      Object.entries(group).map(([name, e]) => [`${feature}.${name}`, e.method, e.path]),
    );
    const routes = Object.entries(ROUTES).flatMap(([feature, group]) =>
      Object.entries(group).map(([name, r]) => [`${feature}.${name}`, r.method, r.path]),
    );
    expect(declared).toEqual(routes);
    expect(API).toBe(ROUTES);
  });

  it('give every method and path once, and every path parameter a schema', () => {
    const keys = ENDPOINT_LIST.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((path) => `${e.method} ${path}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINT_LIST) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape = e.params && 'shape' in e.params ? Object.keys(e.params.shape as object) : [];
      expect(shape.sort(), e.name).toEqual(names.sort());
    }
  });

  it('answer every DELETE with 204 and no body', () => {
    for (const e of ENDPOINT_LIST.filter((d) => d.method === 'DELETE')) expect(e.responses, e.name).toEqual({ 204: null });
  });
});

describe('endpointPath', () => {
  it('fills each parameter, encoded, and refuses a missing one', () => {
    expect(endpointPath('/api/archive/:entity/:id/history', { entity: 'details', id: 7 })).toBe('/api/archive/details/7/history');
    expect(endpointPath('/api/admin/users/:username/enable', { username: 'a/b c' })).toBe('/api/admin/users/a%2Fb%20c/enable');
    expect(() => endpointPath('/api/archive/products/:id', {})).toThrow(':id');
  });
});
