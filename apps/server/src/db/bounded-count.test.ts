import { EXACT_COUNT_MAX } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { sampleEstimate } from './block-sample';
import { type CountRow, totalOf } from './bounded-count';

/** A block sample of `blocks` blocks with `perBlock` matches in each (no spread between blocks). */
const even = (blocks: number, perBlock: number) => [blocks, blocks * perBlock, blocks * perBlock * perBlock];

const row = (fields: Partial<CountRow>): CountRow => ({
  dense: false,
  table_blocks: 25_000,
  gate: [0, 0, 0],
  n: 0,
  sample: null,
  ...fields,
});

describe('a total from block samples and a capped count (ADR 068)', () => {
  it('estimates the table blocks times the mean per sampled block, its error from the spread between blocks', () => {
    expect(sampleEstimate({ blocks: 64, m: 256, m2: 1024 }, 25_000)).toEqual({ estimate: 100_000, error: 0 });
    // The same 256 matches in 4 of the 64 blocks: the same estimate, far less sure.
    const clustered = sampleEstimate({ blocks: 64, m: 256, m2: 4 * 64 * 64 }, 25_000);
    expect(clustered.estimate).toBe(100_000);
    expect(clustered.error).toBeGreaterThan(0.4);
    // Every block read: the sample is the table, exact.
    expect(sampleEstimate({ blocks: 40, m: 90, m2: 300 }, 40)).toEqual({ estimate: 90, error: 0 });
    expect(sampleEstimate({ blocks: 0, m: 0, m2: 0 }, 40).estimate).toBe(0);
  });

  it('takes the first sample’s estimate when it put the total well past the cap, rounded', () => {
    expect(totalOf(row({ dense: true, gate: even(64, 3.6), n: null }))).toEqual({ value: 90_000, kind: 'about' });
  });

  it('is exact up to the cap', () => {
    expect(totalOf(row({ n: 0 }))).toEqual({ value: 0, kind: 'exact' });
    expect(totalOf(row({ n: EXACT_COUNT_MAX }))).toEqual({ value: EXACT_COUNT_MAX, kind: 'exact' });
  });

  it('past the cap, scales the second sample, never below what the count proved', () => {
    expect(totalOf(row({ n: EXACT_COUNT_MAX + 1, sample: even(250, 0.64) }))).toEqual({ value: 16_000, kind: 'about' });
    expect(totalOf(row({ n: EXACT_COUNT_MAX + 1, sample: even(250, 0.2) }))).toEqual({ value: 10_000, kind: 'about' });
  });

  it('says «более» when the second sample is too spread to vouch for an estimate', () => {
    // 16 matches, all in one of the 250 blocks.
    expect(totalOf(row({ n: EXACT_COUNT_MAX + 1, sample: [250, 16, 256] }))).toEqual({ value: EXACT_COUNT_MAX, kind: 'atLeast' });
    // Parts counted apart may add up past the cap + 1.
    expect(totalOf(row({ n: 2 * EXACT_COUNT_MAX + 2, sample: [250, 0, 0] }))).toEqual({ value: EXACT_COUNT_MAX, kind: 'atLeast' });
  });
});
