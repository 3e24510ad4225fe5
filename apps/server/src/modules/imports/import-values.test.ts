import { describe, expect, it } from 'vitest';
import { amountOf, dayOf } from './import-values';

describe('values as collectors write them', () => {
  it.each([
    ['2024-05-17', '2024-05-17'],
    ['2024-05-17T00:00:00.000Z', '2024-05-17'],
    ['17.05.2024', '2024-05-17'],
    ['7.5.2024 г.', '2024-05-07'],
    ['17/05/2024', '2024-05-17'],
    ['весной 2024', 'весной 2024'],
  ])('reads the day %s as %s', (cell, day) => {
    expect(dayOf(cell)).toBe(day);
  });

  it.each([
    ['150000.5', 150000.5],
    ['150 000,50', 150000.5],
    ['150\u00a0000', 150000],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1.234,5', 1234.5],
    ['1,234.56', 1234.56],
    ["1'000", 1000],
    ['1,5', 1.5],
    ['сто рублей', 'сто рублей'],
    ['-5', '-5'],
  ])('reads the sum %s as %s', (cell, amount) => {
    expect(amountOf(cell)).toBe(amount);
  });
});
