import { DETAIL_FIELDS, DetailWrite, PRODUCT_FIELDS, ProductWrite, SERIAL_NUMBER_CASES } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildFilledDetail, buildFilledProduct } from '../../../test/factories';
import { detailValues, productValues } from './from-dto';
import {
  detailCreatePayload,
  detailErrors,
  detailUpdatePayload,
  emptyDetail,
  emptyProduct,
  parseYear,
  productCreatePayload,
  productErrors,
  productUpdatePayload,
  yearError,
} from './payloads';

describe('parseYear', () => {
  it('reads digits as an integer and anything else as null', () => {
    expect(parseYear('1910')).toBe(1910);
    expect(parseYear(' 1916 ')).toBe(1916);
    expect(parseYear('')).toBeNull();
    expect(parseYear('19a0')).toBeNull();
    expect(parseYear('0')).toBeNull();
  });
});

describe('yearError', () => {
  it('lets an empty year or four digits from 1800 to now pass, and names what is wrong otherwise', () => {
    expect(yearError('')).toBeUndefined();
    expect(yearError(' 1916 ')).toBeUndefined();
    expect(yearError('abcd')).toBe('Год — четыре цифры, например 1910');
    expect(yearError('99')).toBe('Год — четыре цифры, например 1910');
    expect(yearError('1799')).toMatch(/^Год: от 1800 до \d{4}$/);
    expect(yearError('9999')).toMatch(/^Год: от 1800 до \d{4}$/);
  });

  it('stops a product with a bad year as it stops one without a name', () => {
    expect(productErrors({ ...emptyProduct(), name: 'Максим', year: 'abcd' })).toEqual({ year: 'Год — четыре цифры, например 1910' });
    expect(productErrors({ ...emptyProduct(), name: ' ' })).toEqual({ name: 'Это поле обязательно' });
  });
});

describe('numbers in the forms (the shared case table, ADR 078)', () => {
  it.each(SERIAL_NUMBER_CASES)('takes «$written» as written, on a gun and on a part, and the write schema keeps it', ({ written }) => {
    const product = { ...emptyProduct(), name: 'Максим', number: written };
    expect(productErrors(product)).toEqual({});
    expect(productCreatePayload(product).number).toBe(written.trim());
    expect(ProductWrite.parse(productCreatePayload(product)).number).toBe(written.trim());
    const detail = { ...emptyDetail(), belongsTo: 'максим' as const, type: { id: 3, name: 'Короб' }, number: written };
    expect(detailErrors(detail)).toEqual({});
    expect(DetailWrite.parse(detailCreatePayload(detail)).number).toBe(written.trim());
  });
});

describe('detail payloads', () => {
  it('needs belongsTo and type', () => {
    expect(detailErrors(emptyDetail())).toEqual({ belongsTo: 'Это поле обязательно', type: 'Это поле обязательно' });
    expect(detailErrors({ ...emptyDetail(), belongsTo: 'станок', type: { id: 3, name: 'Щит' } })).toEqual({});
  });

  it('sends the type and only the filled fields', () => {
    const payload = detailCreatePayload({ ...emptyDetail(), belongsTo: 'станок', type: { id: 3, name: 'Щит' }, name: '  ', year: '' });
    expect(payload).toEqual({ type: { id: 3 }, belongsTo: 'станок' });
  });

  it('sends every filled field in the create shape, year as an integer', () => {
    const payload = detailCreatePayload({
      belongsTo: 'максим',
      type: { id: 3, name: 'Щит' },
      subtype: { id: 9, name: 'Ранний' },
      product: { id: 5, name: 'Станок' },
      manufacturer: { id: 2, name: 'ТОЗ' },
      number: ' 1234 ',
      year: '1915',
      name: 'Щит',
      nameEn: ' Shield ',
      description: '<p>Текст</p>',
      descriptionEn: '<p>Text</p>',
      source: 'Архив',
      condition: 'раскопочное',
      markings: ' АЕ 3310\nТОЗ ',
      provenance: '',
      numberPlace: ' на крышке короба ',
      stamps: [
        { id: 1, name: 'А' },
        { id: 4, name: 'Б' },
      ],
      photos: [{ id: 77, url: '/uploads/a.jpg' }],
    });
    expect(payload).toEqual({
      type: { id: 3 },
      subtype: { id: 9 },
      product: { id: 5 },
      manufacturer: { id: 2 },
      number: '1234',
      year: 1915,
      name: 'Щит',
      nameEn: 'Shield',
      description: '<p>Текст</p>',
      descriptionEn: '<p>Text</p>',
      source: 'Архив',
      condition: 'раскопочное',
      markings: 'АЕ 3310\nТОЗ',
      numberPlace: 'на крышке короба',
      stamps: [{ id: 1 }, { id: 4 }],
      photos: [{ id: 77 }],
      belongsTo: 'максим',
    });
  });

  it('sends the full entity with nulls on update', () => {
    expect(detailUpdatePayload({ ...emptyDetail(), type: { id: 3, name: 'Щит' } })).toEqual({
      type: { id: 3 },
      subtype: null,
      product: null,
      manufacturer: null,
      number: null,
      year: null,
      name: null,
      nameEn: null,
      description: null,
      descriptionEn: null,
      source: null,
      condition: null,
      markings: null,
      provenance: null,
      numberPlace: null,
      stamps: [],
      photos: [],
      belongsTo: null,
    });
  });
});

describe('product payloads', () => {
  it('sends the name, year null when empty, and nothing unfilled', () => {
    expect(productCreatePayload({ ...emptyProduct(), name: ' Пулемёт ' })).toEqual({ name: 'Пулемёт', year: null });
  });

  it('parses the year and keeps references as {id}', () => {
    const payload = productCreatePayload({
      ...emptyProduct(),
      name: 'Станок',
      year: '1910',
      number: '12',
      belongsTo: 'станок',
      parent: { id: 4, name: 'П' },
      manufacturer: { id: 1, name: 'ТОЗ' },
      photos: [{ id: 3, url: '/uploads/b.jpg' }],
    });
    expect(payload).toEqual({
      name: 'Станок',
      year: 1910,
      number: '12',
      belongsTo: 'станок',
      parent: { id: 4 },
      manufacturer: { id: 1 },
      photos: [{ id: 3 }],
    });
  });

  it('sends the full product with nulls on update', () => {
    expect(productUpdatePayload({ ...emptyProduct(), name: 'А', year: 'x' })).toMatchObject({
      name: 'А',
      year: null,
      number: null,
      parent: null,
    });
  });
});

/** The form of one kind of item: its described fields, its values and its payload builders. */
interface ItemForm<V> {
  fields: object;
  empty(): V;
  loaded(): V;
  create(values: V): object;
  update(values: V): object;
  write: { parse(payload: unknown): unknown };
}

/** Every described field (ADR 052) has an empty value, a loaded value and a place in both payloads, and reaches the write. */
function checkEveryField<V extends object>({ fields, empty, loaded, create, update, write }: ItemForm<V>) {
  const described = Object.keys(fields).sort();
  expect(Object.keys(empty()).sort()).toEqual(described);
  expect(Object.keys(loaded()).sort()).toEqual(described);
  expect(Object.keys(create(loaded())).sort()).toEqual(described);
  expect(Object.keys(update(loaded())).sort()).toEqual(described);
  const parsed = write.parse(update(loaded())) as Record<string, unknown>;
  for (const key of described) expect(parsed[key], key).not.toEqual(key === 'stamps' || key === 'photos' ? [] : null);
}

describe('every described field (ADR 052)', () => {
  it('goes from a loaded product through the form to a write the contract reads in full', () => {
    checkEveryField({
      fields: PRODUCT_FIELDS,
      empty: emptyProduct,
      loaded: () => productValues(buildFilledProduct()),
      create: productCreatePayload,
      update: productUpdatePayload,
      write: ProductWrite,
    });
  });

  it('goes from a loaded detail through the form to a write the contract reads in full', () => {
    checkEveryField({
      fields: DETAIL_FIELDS,
      empty: emptyDetail,
      loaded: () => detailValues(buildFilledDetail()),
      create: detailCreatePayload,
      update: detailUpdatePayload,
      write: DetailWrite,
    });
  });
});
