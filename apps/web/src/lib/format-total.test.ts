import { describe, expect, it } from 'vitest';
import { formatTotal, groupThousands } from './format-total';

/** Thousands are grouped with a no-break space (U+00A0); words are set apart with plain ones. */
const groups = (text: string) => text.replace(/(\d) (?=\d{3})/g, '$1\u00a0');

describe('formatTotal', () => {
  it('shows an exact count as it is, grouping from ten thousand', () => {
    expect(formatTotal(7, 'exact')).toBe('7');
    expect(formatTotal(9876, 'exact')).toBe('9876');
    expect(formatTotal(10_000, 'exact')).toBe(groups('10 000'));
  });
  it('says «более» for a lower bound and «около» for an estimate', () => {
    expect(formatTotal(10_000, 'atLeast')).toBe(groups('более 10 000'));
    expect(formatTotal(85_000, 'about')).toBe(groups('около 85 000'));
    expect(formatTotal(1_200_000, 'about')).toBe(groups('около 1 200 000'));
  });
  it('takes a count without a kind (an answer from before the kinds) as exact', () => {
    expect(formatTotal(42)).toBe('42');
  });
});

describe('groupThousands in English', () => {
  it('groups every thousand with a comma', () => {
    expect(groupThousands(9876, 'en')).toBe('9,876');
    expect(groupThousands(1_200_000, 'en')).toBe('1,200,000');
    expect(groupThousands(999, 'en')).toBe('999');
  });
});
