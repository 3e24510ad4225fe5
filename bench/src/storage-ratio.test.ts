import { describe, expect, it } from 'vitest';
import { pairedRows, pairedTable } from './storage-ratio';

describe('the local-disk against S3 summary', () => {
  it('takes the median of each side and answers S3 over local', () => {
    const rows = pairedRows([
      { name: 'uploads', unit: '/s', local: [4, 10, 5], s3: [2, 3, 1] },
      { name: 'derived', unit: '/s', local: [0.13, 0.16], s3: [0.12, 0.12] },
      { name: 'originals', unit: 'req/s', local: [100, 200], s3: [50, 50] },
    ]);
    expect(rows).toEqual([
      { name: 'uploads', unit: '/s', local: 5, s3: 2, ratio: 0.4 },
      { name: 'derived', unit: '/s', local: 0.15, s3: 0.12, ratio: 0.83 },
      { name: 'originals', unit: 'req/s', local: 150, s3: 50, ratio: 0.33 },
    ]);
    expect(pairedTable(rows)).toContain('| uploads | 5 /s | 2 /s | 0.4 |');
  });

  it('leaves out a measure one side has no round of', () => {
    expect(pairedRows([{ name: 'tiles', unit: 'req/s', local: [1], s3: [] }])).toEqual([]);
  });
});
