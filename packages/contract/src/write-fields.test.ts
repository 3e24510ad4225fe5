import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalWebUrl, YearInput } from './write-fields';
import { isPlausibleYear, latestYear } from './years';

afterEach(() => vi.useRealTimers());

describe('YearInput', () => {
  it('reads four digits or an integer, empty as null', () => {
    expect(YearInput.parse('1910')).toBe(1910);
    expect(YearInput.parse(1905)).toBe(1905);
    expect(YearInput.parse('')).toBeNull();
    expect(YearInput.parse(null)).toBeNull();
    expect(YearInput.parse(undefined)).toBeNull();
  });

  it('refuses letters, short years and years outside 1800 to the current year', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    for (const bad of ['abcd', '99', 99, 1799, 2027, '2099', 19.5]) {
      const result = YearInput.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
    }
    expect(YearInput.safeParse(2027).error?.issues[0]?.message).toBe('Год: от 1800 до 2026');
    expect(YearInput.parse(2026)).toBe(2026);
    expect(YearInput.parse(1800)).toBe(1800);
  });

  it('moves the upper bound with the clock at validation time', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    expect(YearInput.safeParse(2027).success).toBe(false);
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    expect(YearInput.parse(2027)).toBe(2027);
  });

  it('counts the new year from the first place on Earth to reach it', () => {
    expect(latestYear(new Date('2026-12-31T09:30:00Z'))).toBe(2026);
    expect(latestYear(new Date('2026-12-31T10:30:00Z'))).toBe(2027);
    expect(isPlausibleYear(1916, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('OptionalWebUrl', () => {
  const url = OptionalWebUrl(2000);

  it('takes absolute http and https addresses, empty as null', () => {
    expect(url.parse(' https://zavod.example/istoriya?x=1 ')).toBe('https://zavod.example/istoriya?x=1');
    expect(url.parse('http://zavod.example')).toBe('http://zavod.example');
    expect(url.parse('')).toBeNull();
    expect(url.parse(null)).toBeNull();
  });

  it('refuses every other scheme and anything that is not an absolute address, in Russian', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.ru',
      'ftp://zavod.example',
      '//evil.example',
      '/uploads/../../phish/login.html',
      'zavod.example',
      'https://',
    ]) {
      const result = url.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ссылка должна быть адресом сайта: http:// или https://');
    }
  });
});
