import { describe, expect, it } from 'vitest';
import type { DetailType } from '../../../lib/reference-lists/detail-types';
import { fitFilters, typesFor } from './fit-filters';

const types: DetailType[] = [
  {
    id: 1,
    name: 'Кожух',
    nameEn: null,
    description: null,
    belongsTo: 'максим',
    carriesNumber: false,
    subtypes: [{ id: 10, name: 'Гладкий', nameEn: null, description: null }],
  },
  { id: 2, name: 'Щит', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
];

describe('filters that narrow each other', () => {
  it('offers only the types of the chosen purpose', () => {
    expect(typesFor(types, 'станок').map((t) => t.id)).toEqual([2]);
    expect(typesFor(types, '')).toHaveLength(2);
  });
  it('resets the type and subtype when the purpose no longer fits', () => {
    expect(fitFilters({ belongsTo: 'станок', type: '1', subtype: '10' }, types)).toEqual({ belongsTo: 'станок', type: '', subtype: '' });
    expect(fitFilters({ belongsTo: 'максим', type: '1', subtype: '10' }, types)).toEqual({ belongsTo: 'максим', type: '1', subtype: '10' });
  });
  it('resets a subtype of another type and accepts names as well as ids', () => {
    expect(fitFilters({ belongsTo: '', type: 'Кожух', subtype: '99' }, types)).toEqual({ belongsTo: '', type: 'Кожух', subtype: '' });
    expect(fitFilters({ belongsTo: '', type: '2', subtype: 'Гладкий' }, types)).toEqual({ belongsTo: '', type: '2', subtype: '' });
  });
});
