import { describe, expect, it } from 'vitest';
import { datingContradictions } from './contradictions';
import { DATING_REACH } from './estimate';
import { maximTable } from './serial-tables';

const example = (serial: number, year: number) => ({ serial, year, name: `№ ${serial}` });

describe('the examples that contradict the table (ADR 078)', () => {
  it('lists the examples off an exact table year whose neighbours say so too, by number, with what each side says', () => {
    // The table says 1916 from 11 600 to 23 800; three guns near 15 000 say 1919.
    const agreeing = [example(20_000, 1916), example(20_300, 1916)];
    const found = datingContradictions(maximTable, [example(15_200, 1919), example(15_000, 1919), example(15_100, 1920), ...agreeing]);
    expect(found.map((c) => [c.example.name, c.tableYear, c.examplesYear, c.examples])).toEqual([
      ['№ 15000', 1916, 1920, 2],
      ['№ 15100', 1916, 1919, 2],
      ['№ 15200', 1916, 1920, 2],
    ]);
  });

  it('leaves out a lone odd year among agreeing neighbours, an example without neighbours and an agreeing one', () => {
    const lone = [example(14_000, 1930), example(13_900, 1916), example(14_100, 1916)];
    const alone = [example(20_000 + 3 * DATING_REACH, 1925)];
    const withinTolerance = [example(18_000, 1917), example(18_050, 1917)];
    expect(datingContradictions(maximTable, [...lone, ...alone, ...withinTolerance])).toEqual([]);
  });

  it('says nothing where the table gives a span between years, or a year the caution note allows', () => {
    // 321-430 lies between 1906 and 1907; under 10 000 the 1935-1945 reissue is allowed.
    const span = [example(350, 1912), example(360, 1912)];
    const reissued = [example(5000, 1936), example(5100, 1936)];
    expect(datingContradictions(maximTable, [...span, ...reissued])).toEqual([]);
  });
});
