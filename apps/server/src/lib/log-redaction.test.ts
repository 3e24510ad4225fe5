import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the values of token-like query parameters, whatever their place', () => {
    expect(redactUrl('/reset-password?token=abcDEF_123-xyz')).toBe('/reset-password?token=[REDACTED]');
    expect(redactUrl('/confirm-email?x=1&token=secret#top')).toBe('/confirm-email?x=1&token=[REDACTED]#top');
    expect(redactUrl('/a?resetToken=1&apiKey=2&password=3&code=4&page=5')).toBe(
      '/a?resetToken=[REDACTED]&apiKey=[REDACTED]&password=[REDACTED]&code=[REDACTED]&page=5',
    );
    expect(redactUrl('/a?TOKEN=s')).toBe('/a?TOKEN=[REDACTED]');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/archive/products/search?q=токен&page=2')).toBe('/api/archive/products/search?q=токен&page=2');
    expect(redactUrl('/token/path?x=1')).toBe('/token/path?x=1');
  });
});
