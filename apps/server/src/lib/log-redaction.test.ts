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

  it("hides the whole query of a collector's own records, which names what they hold (ADR 084)", () => {
    expect(redactUrl('/api/collection/items?q=Максим%2021105&kind=product')).toBe('/api/collection/items?[REDACTED]');
    expect(redactUrl('/api/collection/items/7')).toBe('/api/collection/items/7');
  });

  it("hides a share link's token, the API's and the page's, in both languages (ADR 089)", () => {
    expect(redactUrl('/api/collection/shared/abcDEF_123-xyz')).toBe('/api/collection/shared/[REDACTED]');
    expect(redactUrl('/en/collection/shared/abcDEF_123-xyz?x=1')).toBe('/en/collection/shared/[REDACTED]?x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/archive/products/search?q=токен&page=2')).toBe('/api/archive/products/search?q=токен&page=2');
    expect(redactUrl('/token/path?x=1')).toBe('/token/path?x=1');
  });
});
