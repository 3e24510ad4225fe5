import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';
import { createSearchOrders, orderKey } from './search-orders';

/** A catalogue version the test moves, as the tracker of ADR 023 would on a write. */
function movableVersion(start = '1') {
  let now = start;
  return {
    version: async () => now,
    move: (to: string) => {
      now = to;
    },
  };
}

/** `n` ordered ids, as a deep page's collection gives them. */
const idsOf = (n: number, first = 1) => Int32Array.from({ length: n }, (_, k) => first + k);

const ID_DESC = { field: 'id', dir: 'desc' } as const;
const YEAR_ASC = { field: 'year', dir: 'asc' } as const;

describe('search orders kept per catalogue version', () => {
  it('keeps an order for its version, and the first look-up after the version moves empties it', async () => {
    const v = movableVersion();
    const orders = createSearchOrders({ bytes: 1_000_000, version: v.version });
    const key = orderKey('detail:[["q","кожух"]]', ID_DESC);
    const { value, version } = await orders.get(key);
    expect(value).toBeUndefined();
    orders.set(key, idsOf(100), version);
    expect((await orders.get(key)).value).toEqual(idsOf(100));

    v.move('2');
    expect(await orders.get(key)).toEqual({ value: undefined, version: '2' });
  });

  it('drops an order collected at a version that moved before it was kept', async () => {
    const v = movableVersion();
    const orders = createSearchOrders({ bytes: 1_000_000, version: v.version });
    const key = orderKey('detail:[["q","кожух"]]', ID_DESC);
    const { version } = await orders.get(key);
    v.move('2');
    await orders.get('another search');
    orders.set(key, idsOf(100), version);
    expect((await orders.get(key)).value).toBeUndefined();
  });

  it('tells sorts apart: each sort of a search is its own order', async () => {
    const orders = createSearchOrders({ bytes: 1_000_000, version: movableVersion().version });
    const { version } = await orders.get('x');
    orders.set(orderKey('detail:[["q","кожух"]]', ID_DESC), idsOf(10), version);
    expect((await orders.get(orderKey('detail:[["q","кожух"]]', YEAR_ASC))).value).toBeUndefined();
    expect((await orders.get(orderKey('product:[["q","кожух"]]', ID_DESC))).value).toBeUndefined();
  });

  it('holds at most its bytes: the least recently read order goes first', async () => {
    // Room for two orders of 10 000 ids (40 000 bytes each, with their keys), not three.
    const orders = createSearchOrders({ bytes: 90_000, version: movableVersion().version });
    const { version } = await orders.get('x');
    orders.set('a', idsOf(10_000), version);
    orders.set('b', idsOf(10_000), version);
    expect((await orders.get('a')).value).toHaveLength(10_000);
    orders.set('c', idsOf(10_000), version);
    expect((await orders.get('b')).value).toBeUndefined();
    expect((await orders.get('a')).value).toHaveLength(10_000);
    expect((await orders.get('c')).value).toHaveLength(10_000);
    // An order larger than the whole bound is not kept at all.
    orders.set('d', idsOf(30_000), version);
    expect((await orders.get('d')).value).toBeUndefined();
  });

  it('keeps nothing with no bytes', async () => {
    const orders = createSearchOrders({ bytes: 0, version: movableVersion().version });
    const { version } = await orders.get('a');
    orders.set('a', idsOf(10), version);
    expect((await orders.get('a')).value).toBeUndefined();
  });

  it('shares its version rule with the kept totals: both empty on the same move', async () => {
    const v = movableVersion();
    const orders = createSearchOrders({ bytes: 1_000_000, version: v.version });
    const counts = createCountCache({ entries: 10, version: v.version });
    const at = (await orders.get('k')).version;
    orders.set('k', idsOf(5), at);
    counts.set('k', { value: 5, kind: 'exact' }, (await counts.get('k')).version);
    expect((await counts.get('k')).value).toEqual({ value: 5, kind: 'exact' });
    v.move('2');
    expect((await orders.get('k')).value).toBeUndefined();
    expect((await counts.get('k')).value).toBeUndefined();
  });
});
