import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSecurityLog } from './security-log';

/** A pino logger whose JSON lines the test reads back. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the security log', () => {
  it('writes successes at info and failures at warn, as structured fields an operator can filter on', () => {
    const { logger, lines } = capturedLogger();
    const log = createSecurityLog(logger);
    log.event('login_succeeded', { userId: 7, username: 'хранитель', ip: '203.0.113.5', method: 'totp' });
    log.event('login_failed', { userId: 7, username: 'хранитель', ip: '203.0.113.5' });
    log.event('second_factor_reset', { userId: 7, username: 'хранитель', byUserId: 1, byUsername: 'admin', ip: '203.0.113.9' });
    expect(lines).toMatchObject([
      {
        level: 30,
        security: true,
        event: 'login_succeeded',
        outcome: 'success',
        userId: 7,
        username: 'хранитель',
        ip: '203.0.113.5',
        method: 'totp',
        msg: 'security: login_succeeded',
      },
      { level: 40, security: true, event: 'login_failed', outcome: 'failure', userId: 7 },
      { level: 30, security: true, event: 'second_factor_reset', outcome: 'success', userId: 7, byUserId: 1, byUsername: 'admin' },
    ]);
  });
});
