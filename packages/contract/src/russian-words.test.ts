import { describe, expect, it } from 'vitest';
import { waitText } from './russian-words';

describe('waitText', () => {
  it('uses seconds under a minute and whole minutes above, with the right word forms', () => {
    expect(waitText(1)).toBe('1 секунду');
    expect(waitText(3)).toBe('3 секунды');
    expect(waitText(45)).toBe('45 секунд');
    expect(waitText(60)).toBe('1 минуту');
    expect(waitText(61)).toBe('2 минуты');
    expect(waitText(15 * 60)).toBe('15 минут');
    expect(waitText(21 * 60)).toBe('21 минуту');
    expect(waitText(11 * 60)).toBe('11 минут');
  });

  it('uses whole hours beyond two hours', () => {
    expect(waitText(2 * 3600)).toBe('120 минут');
    expect(waitText(2 * 3600 + 1)).toBe('3 часа');
    expect(waitText(24 * 3600)).toBe('24 часа');
    expect(waitText(21 * 3600)).toBe('21 час');
    expect(waitText(5 * 3600)).toBe('5 часов');
  });
});
