import { describe, expect, it } from 'vitest';
import { revisionChanges } from './revision-changes';

describe('revisionChanges', () => {
  it('lists only the fields whose value changed, with both values', () => {
    const before = { id: 1, name: 'Пулемёт', year: 1910, photoIds: [1, 2], updatedAt: 'a' };
    const after = { id: 1, name: 'Пулемёт Максима', year: 1910, photoIds: [2, 1], updatedAt: 'b' };
    expect(revisionChanges(before, after)).toEqual([
      { field: 'name', before: 'Пулемёт', after: 'Пулемёт Максима' },
      { field: 'photoIds', before: [1, 2], after: [2, 1] },
    ]);
  });

  it('a creation lists what it set, a deletion what was there; empty on both sides is no change', () => {
    expect(revisionChanges(null, { id: 3, name: 'Ствол', number: null, photoIds: [] })).toEqual([
      { field: 'name', before: null, after: 'Ствол' },
    ]);
    expect(revisionChanges({ name: 'Ствол', source: '' }, null)).toEqual([{ field: 'name', before: 'Ствол', after: null }]);
  });

  it('treats anything but an object as no fields', () => {
    expect(revisionChanges('x', [1])).toEqual([]);
  });
});
