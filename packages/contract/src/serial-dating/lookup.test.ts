import { describe, expect, it } from 'vitest';
import { digitsOnly, lookupSerialText, lookupYear, needsNote, parseSerial, tulaFactoryName, yearsOf } from './lookup';
import { maximTable, stateFactoryTable, yearRows } from './serial-tables';

const maxim = (serial: number) => lookupYear(maximTable.ranges, serial);
const state = (serial: number) => lookupYear(stateFactoryTable.ranges, serial);
const exact = (year: number) => ({ kind: 'exact', year });
const approx = (from: number, to: number) => ({ kind: 'approx', from, to });

describe('the Maxim table', () => {
  it('holds the spec rows 1905-1934 and names 1935-1945 without ranges', () => {
    expect(maximTable.ranges.map((r) => r.year)).toEqual(Array.from({ length: 30 }, (_, i) => 1905 + i));
    expect(maximTable.unrangedYears).toEqual(Array.from({ length: 11 }, (_, i) => 1935 + i));
    expect(maximTable.ranges.find((r) => r.year === 1932)).toEqual({ year: 1932, min: 79200, max: 95600 });
  });

  it('gives the exact year at the first and the last number of every range', () => {
    for (const r of maximTable.ranges) {
      // A shared end (200, 2350, ...) belongs to the earlier year, so the first number may answer the year before.
      const previous = maximTable.ranges.find((p) => p.year === r.year - 1);
      expect(maxim(r.min)).toEqual(previous && previous.max === r.min ? exact(previous.year) : exact(r.year));
      expect(maxim(r.max)).toEqual(exact(r.year));
      expect(maxim(r.min + 1)).toEqual(exact(r.year));
    }
  });

  it('gives the earlier year for a number shared by two ranges', () => {
    expect(maxim(200)).toEqual(exact(1905));
    expect(maxim(201)).toEqual(exact(1906));
    expect(maxim(2350)).toEqual(exact(1909));
    expect(maxim(109400)).toEqual(exact(1934));
  });

  it('gives an approximate span inside each gap, up to its edges', () => {
    for (const [low, high, from, to] of [
      [321, 430, 1906, 1907],
      [758, 979, 1907, 1908],
      [1612, 1701, 1908, 1909],
    ] as const) {
      expect(maxim(low)).toEqual(approx(from, to));
      expect(maxim(high)).toEqual(approx(from, to));
    }
  });

  it('answers before the first year for 0 and after the last year above 109400', () => {
    expect(maxim(0)).toEqual({ kind: 'before', year: 1905 });
    expect(maxim(1)).toEqual(exact(1905));
    expect(maxim(109401)).toEqual({ kind: 'after', year: 1934 });
    expect(maxim(Number('9'.repeat(30)))).toEqual({ kind: 'after', year: 1934 });
    expect(maxim(Number('9'.repeat(400)))).toEqual({ kind: 'after', year: 1934 });
  });

  it('notes the 1935-1937 reset for numbers under 10000 only', () => {
    expect(needsNote(maximTable, 0)).toBe(true);
    expect(needsNote(maximTable, 9999)).toBe(true);
    expect(needsNote(maximTable, 10000)).toBe(false);
    expect(needsNote(maximTable, null)).toBe(false);
  });
});

describe('the state factory table', () => {
  const singles = [
    [1912, 1216],
    [1913, 1543],
    [1914, 1928],
    [1920, 30052],
    [1921, 31938],
    [1929, 44771],
    [1932, 68531],
    [1933, 75544],
    [1934, 83400],
  ] as const;

  it('gives the exact year at both ends of every range', () => {
    for (const r of stateFactoryTable.ranges) {
      expect(state(r.min)).toEqual(exact(r.year));
      expect(state(r.max)).toEqual(exact(r.year));
    }
  });

  it('keeps single-number years as single points', () => {
    for (const [year, serial] of singles) {
      expect(stateFactoryTable.ranges.find((r) => r.year === year)).toEqual({ year, min: serial, max: serial });
      expect(state(serial)).toEqual(exact(year));
      expect(state(serial - 1)).not.toEqual(exact(year));
    }
    expect(state(83401)).toEqual({ kind: 'after', year: 1934 });
  });

  it('gives the two neighbouring years on both edges of every gap', () => {
    const ranges = stateFactoryTable.ranges;
    for (let i = 0; i + 1 < ranges.length; i++) {
      const [a, b] = [ranges[i], ranges[i + 1]];
      if (!a || !b || b.min - a.max < 2) continue;
      expect(state(a.max + 1)).toEqual(approx(a.year, b.year));
      expect(state(b.min - 1)).toEqual(approx(a.year, b.year));
    }
    // Years missing from the table (1922, 1924-1926) make wider spans.
    expect(state(38000)).toEqual(approx(1923, 1927));
    expect(state(800)).toEqual(approx(1911, 1912));
    expect(state(52800)).toEqual(approx(1930, 1931));
  });

  it('answers before 1911 under 635 and after 1934 above 83400', () => {
    expect(state(0)).toEqual({ kind: 'before', year: 1911 });
    expect(state(1)).toEqual({ kind: 'before', year: 1911 });
    expect(state(634)).toEqual({ kind: 'before', year: 1911 });
    expect(state(635)).toEqual(exact(1911));
    expect(state(10 ** 15)).toEqual({ kind: 'after', year: 1934 });
  });

  it('warns under 2000 only', () => {
    expect(needsNote(stateFactoryTable, 1)).toBe(true);
    expect(needsNote(stateFactoryTable, 1999)).toBe(true);
    expect(needsNote(stateFactoryTable, 2000)).toBe(false);
  });
});

describe('serial input', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('№ 12-34 a5')).toBe('12345');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(' ٣ 7 ')).toBe('7');
    // Fullwidth digits are the same digits (NFKC), not something to strip.
    expect(digitsOnly('№ １２３')).toBe('123');
    expect(parseSerial('１２-３４')).toBe(1234);
  });

  it('parses digits and clears on nothing numeric', () => {
    expect(parseSerial('')).toBeNull();
    expect(parseSerial('нет')).toBeNull();
    expect(parseSerial('007')).toBe(7);
    expect(lookupSerialText(maximTable, '')).toBeNull();
    expect(lookupSerialText(maximTable, 'x')).toBeNull();
    expect(lookupSerialText(maximTable, '№2 900')).toEqual(exact(1910));
  });
});

describe('helpers', () => {
  it('lists the years a result names', () => {
    expect(yearsOf({ kind: 'approx', from: 1906, to: 1907 })).toEqual([1906, 1907]);
    expect(yearsOf({ kind: 'before', year: 1905 })).toEqual([1905]);
  });

  it('names the Tula works as in the year given: imperial up to 1917', () => {
    expect(tulaFactoryName(1905)).toBe('Императорский Тульский оружейный завод');
    expect(tulaFactoryName(1917)).toBe('Императорский Тульский оружейный завод');
    expect(tulaFactoryName(1918)).toBe('Тульский оружейный завод');
    expect(tulaFactoryName(1941)).toBe('Тульский оружейный завод');
  });

  it('returns nothing to look in as null', () => {
    expect(lookupYear([], 5)).toBeNull();
  });

  it('rows every year 1905-1945 with the range of each table', () => {
    const rows = yearRows();
    expect(rows.map((r) => r.year)).toEqual(Array.from({ length: 41 }, (_, i) => 1905 + i));
    expect(rows.find((r) => r.year === 1911)).toEqual({
      year: 1911,
      maxim: { year: 1911, min: 2900, max: 3300 },
      stateFactory: { year: 1911, min: 635, max: 792 },
    });
    expect(rows.find((r) => r.year === 1940)).toEqual({ year: 1940, maxim: null, stateFactory: null });
  });
});
