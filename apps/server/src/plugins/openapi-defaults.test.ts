import { describe, expect, it } from 'vitest';
import { createOperationDefaults, operationIdOf } from './openapi-defaults';

describe('OpenAPI operation defaults', () => {
  it('names an operation by method and path, parameters as "by"', () => {
    expect(operationIdOf('GET', '/api/archive/products/{id}/children')).toBe('getArchiveProductsByIdChildren');
    expect(operationIdOf('post', '/api/archive/detail-types')).toBe('postArchiveDetailTypes');
  });

  it('keeps ids unique when two spellings of a path meet, and stable when asked again', () => {
    const defaults = createOperationDefaults();
    const first = defaults({}, 'GET', '/api/archive/detail-types');
    const second = defaults({}, 'GET', '/api/archive/detailTypes');
    expect([first.operationId, second.operationId]).toEqual(['getArchiveDetailTypes', 'getArchiveDetailTypes2']);
    expect(defaults({}, 'GET', '/api/archive/detailTypes').operationId).toBe('getArchiveDetailTypes2');
  });

  it('adds the problem answers only where the route names none, and leaves its own summary', () => {
    const defaults = createOperationDefaults();
    const own = defaults({ summary: 'Вход', response: { 200: {}, 401: { description: 'нет' } } }, 'POST', '/api/auth/login');
    expect(own.summary).toBe('Вход');
    expect(Object.keys(own.response ?? {})).toEqual(['200', '401', '5XX']);
    const plain = defaults({ response: { 200: {} } }, 'GET', '/api/archive/products/:id');
    expect(plain.summary).toBe('GET /api/archive/products/{id}');
    expect(Object.keys(plain.response ?? {})).toEqual(['200', '4XX', '5XX']);
    expect(defaults({ hide: true }, 'GET', '/api/openapi.json')).toEqual({ hide: true });
  });
});
