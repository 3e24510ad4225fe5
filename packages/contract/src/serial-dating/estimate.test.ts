import { describe, expect, it } from 'vitest';
import { DATING_REACH, estimateYear } from './estimate';
import { lookupYear } from './lookup';
import { maximTable } from './serial-tables';

const table = (serial: number) => lookupYear(maximTable.ranges, serial);

describe('the estimate by distance (ADR 078)', () => {
  it('keeps an exact table year the near examples share: № 200 is 1905, № 52 500 is 1921', () => {
    expect(
      estimateYear(
        200,
        [
          { serial: 127, year: 1905 },
          { serial: 2900, year: 1911 },
        ],
        table(200),
      ),
    ).toEqual({
      year: 1905,
      low: 1905,
      high: 1905,
      examples: 1,
      within: 73,
      fromExamples: 1905,
    });
    expect(
      estimateYear(
        52_500,
        [
          { serial: 52_177, year: 1921 },
          { serial: 61_000, year: 1927 },
        ],
        table(52_500),
      ),
    ).toMatchObject({
      year: 1921,
      examples: 1,
      within: 323,
    });
  });

  it('says so when the near examples contradict an exact table year, and keeps the table’s', () => {
    const estimate = estimateYear(
      15_000,
      [
        { serial: 14_900, year: 1918 },
        { serial: 15_100, year: 1918 },
      ],
      table(15_000),
    );
    expect(estimate).toEqual({ year: 1916, low: 1916, high: 1918, examples: 2, within: 100, fromExamples: 1918 });
  });

  it('interpolates between the nearest examples below and above inside a span of the table', () => {
    // 320-431 is between the table's 1906 and 1907 ranges.
    expect(table(400)).toEqual({ kind: 'approx', from: 1906, to: 1907 });
    const examples = [
      { serial: 300, year: 1906 },
      { serial: 420, year: 1907 },
    ];
    expect(estimateYear(330, examples, table(400))).toMatchObject({ year: 1906, low: 1906, high: 1907, examples: 2, within: 90 });
    expect(estimateYear(410, examples, table(400))).toMatchObject({ year: 1907, examples: 2 });
  });

  it('keeps one odd stated year from moving it: each side reads its median', () => {
    const examples = [
      { serial: 500_000, year: 1950 },
      { serial: 500_010, year: 1950 },
      { serial: 500_020, year: 1930 },
      { serial: 500_100, year: 1950 },
    ];
    expect(estimateYear(500_050, examples, null)).toMatchObject({ year: 1950, examples: 4, within: 50 });
  });

  it('answers by the table alone where the examples are sparse, and nothing with neither', () => {
    const far = [{ serial: 15_000 + DATING_REACH + 1, year: 1930 }];
    expect(estimateYear(15_000, far, table(15_000))).toEqual({
      year: 1916,
      low: 1916,
      high: 1916,
      examples: 0,
      within: 0,
      fromExamples: null,
    });
    expect(estimateYear(900_000_000, far, null)).toBeNull();
  });
});
