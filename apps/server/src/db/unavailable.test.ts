import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows the ways a database goes away, also wrapped in a cause', () => {
    const away = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('PGlite is closed'),
      new Error('Failed query: select 1', { cause: new Error('Connection terminated') }),
    ];
    for (const error of away) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves wrong statements and bad input alone', () => {
    const wrong = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('Failed query: select x', { cause: Object.assign(new Error('column x does not exist'), { code: '42703' }) }),
      new TypeError('Cannot read properties of undefined'),
      undefined,
      'a string',
    ];
    for (const error of wrong) expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
