import { describe, expect, it } from 'vitest';
import { DB_UNAVAILABLE, outageProblem } from '../lib/outage-errors';
import { isDatabaseUnavailable } from './unavailable';

/** What Node's net and dns modules throw: a code, the call that failed and the address it tried. */
function connectError(code: string, syscall: string, address: string) {
  return Object.assign(new Error(`${syscall} ${code} ${address}`), { code, syscall, address, errno: -2 });
}

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

  it('knows a database reached over its Unix socket or by name that is not there', () => {
    const socket = '/var/run/postgresql/.s.PGSQL.5432';
    const away = [
      connectError('ENOENT', 'connect', socket),
      connectError('EACCES', 'connect', socket),
      connectError('ENOTDIR', 'connect', socket),
      connectError('EAGAIN', 'connect', socket),
      connectError('ECONNREFUSED', 'connect', socket),
      connectError('EAI_AGAIN', 'getaddrinfo', 'db.internal'),
      connectError('ENOTFOUND', 'getaddrinfo', 'db.internal'),
      connectError('ECONNRESET', 'read', '127.0.0.1'),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('canceling statement due to user request'), { code: '57014' }),
      // The same, their SQLSTATE lost on the way.
      new Error('the database system is shutting down'),
      new Error('terminating connection due to administrator command'),
      new Error('remaining connection slots are reserved for roles with the SUPERUSER attribute'),
      new Error('canceling statement due to statement timeout'),
      new Error('Failed query: select 1', { cause: connectError('ENOENT', 'connect', socket) }),
    ];
    for (const error of away) expect(isDatabaseUnavailable(error), error.message).toBe(true);
    // Through the error handler's classification too: a refused socket folder is not a read-only uploads folder.
    expect(outageProblem(new Error('Failed query', { cause: connectError('EACCES', 'connect', socket) }))).toBe(DB_UNAVAILABLE);
  });

  it('leaves wrong statements and bad input alone', () => {
    const wrong = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('Failed query: select x', { cause: Object.assign(new Error('column x does not exist'), { code: '42703' }) }),
      new TypeError('Cannot read properties of undefined'),
      // The file system's own ENOENT or EACCES is no database outage.
      Object.assign(new Error("ENOENT: no such file or directory, open '/data/uploads/a.jpg'"), { code: 'ENOENT', syscall: 'open' }),
      Object.assign(new Error("EACCES: permission denied, open '/data/uploads/a.jpg'"), { code: 'EACCES', syscall: 'open' }),
      undefined,
      'a string',
    ];
    for (const error of wrong) expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
