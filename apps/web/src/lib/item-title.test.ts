import { SERIAL_NUMBER_CASES } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { typedName, withNumber } from './item-title';

describe('item titles', () => {
  it('puts the type before the name unless the name starts with it', () => {
    expect(typedName('Ствол', 'с клеймом')).toBe('Ствол — с клеймом');
    expect(typedName('Ствол', 'Ствол с пулемёта')).toBe('Ствол с пулемёта');
    expect(typedName('Щит', 'щит станка обр. 1910 г.')).toBe('щит станка обр. 1910 г.');
    expect(typedName(null, 'Замок')).toBe('Замок');
    expect(typedName('Замок', null)).toBe('Замок');
    expect(typedName(null, null)).toBe('');
  });

  it('adds the serial number to a heading once, as the page’s language writes it', () => {
    expect(withNumber('ru', 'Ствол с пулемёта', '3551')).toBe('Ствол с пулемёта № 3551');
    expect(withNumber('ru', 'Щит № 7702', '7702')).toBe('Щит № 7702');
    expect(withNumber('ru', 'Замок', null)).toBe('Замок');
    expect(withNumber('en', 'Early water jacket', '3551')).toBe('Early water jacket No. 3551');
  });

  it.each(SERIAL_NUMBER_CASES)('shows «$written» as written, never with a doubled «№»', ({ written, label }) => {
    expect(withNumber('ru', 'Ствол', written)).toBe(`Ствол ${label}`);
  });
});
