import { describe, expect, it } from 'vitest';
import { type Catalogue, visitorMix, writeTrickle, zipf } from './realistic-visits';

const catalogue: Catalogue = { products: { min: 1, max: 100 }, details: { min: 1, max: 1000 }, typeIds: [3, 7], photoPages: 50 };

describe('realistic visits', () => {
  it('draws search ranks with a long tail: the first few very often, yet thousands of distinct ones', () => {
    const draw = zipf(5_000);
    const counts = new Map<number, number>();
    for (let i = 0; i < 100_000; i++) {
      const rank = draw();
      counts.set(rank, (counts.get(rank) ?? 0) + 1);
    }
    const top10 = Array.from({ length: 10 }, (_, r) => counts.get(r) ?? 0).reduce((a, b) => a + b, 0);
    // ∑1/k^1.05 over 10 of 5000 ranks is about 30 % of the mass; most ranks are still drawn.
    expect(top10 / 100_000).toBeGreaterThan(0.25);
    expect(top10 / 100_000).toBeLessThan(0.4);
    expect(counts.size).toBeGreaterThan(3_000);
    expect(Math.min(...counts.keys())).toBe(0);
    expect(Math.max(...counts.keys())).toBeLessThan(5_000);
  });

  it('mixes endpoint groups, anonymous and signed-in visitors, with ids inside the catalogue', () => {
    const next = visitorMix(catalogue, ['кожух', 'станок соколова', 'АЕ 12'], [{ authorization: 'Bearer t' }], 0.2);
    const visits = Array.from({ length: 5_000 }, next);
    const groups = new Set(visits.map((v) => v.group));
    expect([...groups].sort()).toEqual(['details filtered', 'home', 'item', 'photos/page', 'search filters', 'search text']);
    const signedIn = visits.filter((v) => v.headers?.authorization).length / visits.length;
    expect(signedIn).toBeGreaterThan(0.15);
    expect(signedIn).toBeLessThan(0.25);
    for (const v of visits.filter((x) => x.group === 'item')) {
      const id = Number(v.path.split('/').at(-1));
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(v.path.includes('/products/') ? 100 : 1000);
    }
  });

  it('trickles published writes and proposals in turn, and the writers only create details', () => {
    const trickle = writeTrickle(catalogue, { authorization: 'Bearer m' }, [{ authorization: 'Bearer u' }]);
    expect([trickle().group, trickle().group]).toEqual(['write: proposal', 'write: new detail']);
    const write = trickle.createDetail();
    expect(write).toMatchObject({ method: 'POST', path: '/api/archive/details', headers: { authorization: 'Bearer m' } });
    expect([3, 7]).toContain((write.body as { type: { id: number } }).type.id);
  });
});
