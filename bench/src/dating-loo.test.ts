import { maximTable } from '@museum/contract/dating';
import { describe, expect, it } from 'vitest';
import { evaluateDating } from './dating-eval';
import { demoExamples } from './dating-examples';
import { leaveOneOut } from './dating-loo';

describe('the dating estimate’s leave-one-out (ADR 078)', () => {
  const { demo, noisy } = evaluateDating();

  it('is never worse than the table where the table is exact, and better where it is not', () => {
    expect(demo.exact.estimate).toBeLessThanOrEqual(demo.exact.table);
    expect(noisy.exact.estimate).toBeLessThanOrEqual(noisy.exact.table);
    expect(noisy.inexact.examples).toBeGreaterThan(100);
    expect(noisy.inexact.estimate).toBeLessThan(noisy.inexact.table);
    expect(noisy.dense.estimate).toBeLessThan(noisy.dense.table);
  });

  it('beats the old median of the nearest examples on the demo catalogue', () => {
    expect(demo.all.estimate).toBeLessThan(demo.all.median);
  });

  it('counts each demo gun once, its own receiver left out', () => {
    const serials = demoExamples().map((e) => e.serial);
    expect(new Set(serials).size).toBe(serials.length);
    expect(
      leaveOneOut(maximTable, [
        { serial: 200, year: 1905 },
        { serial: 127, year: 1905 },
      ]).all.estimate,
    ).toBe(0);
  });
});
