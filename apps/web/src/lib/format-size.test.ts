import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('shows bytes as they are', () => {
    expect(formatSize(0)).toBe('0 Б');
    expect(formatSize(1023)).toBe('1023 Б');
  });
  it('keeps two decimals under 10 and one from 10 up, with a decimal comma', () => {
    expect(formatSize(1024)).toBe('1,00 КБ');
    expect(formatSize(1536)).toBe('1,50 КБ');
    expect(formatSize(10 * 1024)).toBe('10,0 КБ');
    expect(formatSize(18_432)).toBe('18,0 КБ');
    expect(formatSize(5.25 * 1024 ** 2)).toBe('5,25 МБ');
    expect(formatSize(3 * 1024 ** 3)).toBe('3,00 ГБ');
    expect(formatSize(12.3 * 1024 ** 4)).toBe('12,3 ТБ');
  });
  it('stops at terabytes and refuses nonsense', () => {
    expect(formatSize(2048 * 1024 ** 4)).toBe('2048,0 ТБ');
    expect(formatSize(-1)).toBe('—');
    expect(formatSize(Number.NaN)).toBe('—');
  });
});

describe('formatSize in English', () => {
  it('writes a decimal point and English unit names', () => {
    expect(formatSize(1023, 'en')).toBe('1023 B');
    expect(formatSize(1536, 'en')).toBe('1.50 KB');
    expect(formatSize(12.3 * 1024 ** 4, 'en')).toBe('12.3 TB');
  });
});
