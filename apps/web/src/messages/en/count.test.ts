import { describe, expect, it } from 'vitest';
import { count, waitText } from './count';

describe('English counts', () => {
  it('say one and many as English does', () => {
    expect(count(1, 'photo', 'photos')).toBe('1 photo');
    expect(count(0, 'photo', 'photos')).toBe('0 photos');
    expect(count(21, 'photo', 'photos')).toBe('21 photos');
  });

  it('round a wait the way the Russian text does', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(90)).toBe('2 minutes');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(3 * 3600)).toBe('3 hours');
  });
});
