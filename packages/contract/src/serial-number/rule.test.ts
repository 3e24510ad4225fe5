import { describe, expect, it } from 'vitest';
import { SERIAL_NUMBER_CASES, SERIAL_REPEAT_CASES } from './cases';
import { foldLookAlikeWords, numberLabel, numberRepeat, sameSerial, serialKeyOf, serialValueOf, unreadableSerial } from './rule';

describe('the number rule', () => {
  it.each(SERIAL_NUMBER_CASES)('reads «$written»', ({ written, key, label, value }) => {
    expect(serialKeyOf(written)).toBe(key);
    expect(numberLabel(written)).toBe(label);
    expect(serialValueOf(written)).toBe(value);
  });

  it.each(SERIAL_REPEAT_CASES)('$name: $repeat', ({ a, b, repeat }) => {
    expect(numberRepeat(a, b)).toBe(repeat);
    expect(numberRepeat(b, a)).toBe(repeat);
  });

  it('never takes an empty number for one', () => {
    expect(sameSerial('№', '№ ')).toBe(false);
    expect(sameSerial(null, '21105')).toBe(false);
  });
});

describe('what the year tools cannot read', () => {
  it.each([
    ['12345678901', 'tooLong'],
    ['АЕ', 'letters'],
    ['№ 123456789', null],
    ['AE 2415', null],
    ['', null],
  ] as const)('«%s»: %s', (text, why) => {
    expect(unreadableSerial(text)).toBe(why);
  });
});

describe('look-alike words', () => {
  it.each([
    ['EB', 'ев'],
    ['TO3', 'тоз'],
    ['клеймо EB 1916', 'клеймо ев 1916'],
    ['Vickers', 'Vickers'],
    ['333', '333'],
    ['AE2415', 'AE2415'],
  ])('«%s» → «%s»', (typed, folded) => {
    expect(foldLookAlikeWords(typed)).toBe(folded);
  });
});
