import { describe, expect, it } from 'vitest';
import { DetailDto, DetailWrite } from '../details';
import { EXPORT_CSV_COLUMNS, ExportRecordDto } from '../export';
import { FIELD_LABELS } from '../field-labels';
import { ProductDto, ProductWrite } from '../products';
import type { FieldDescriptions } from './field-description';
import { DETAIL_DTO_ONLY, DETAIL_FIELDS, PRODUCT_DTO_ONLY, PRODUCT_FIELDS } from './item-fields';
import { ITEM_FIELD_LABELS } from './labels-ru';

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();
const aliases = (fields: FieldDescriptions) => Object.values(fields).flatMap((field) => (field.alias ? [field.alias] : []));

const KINDS = [
  { name: 'product', fields: PRODUCT_FIELDS, dtoOnly: PRODUCT_DTO_ONLY, dto: ProductDto.shape, write: ProductWrite.shape },
  { name: 'detail', fields: DETAIL_FIELDS, dtoOnly: DETAIL_DTO_ONLY, dto: DetailDto.shape, write: DetailWrite.in.shape },
] as const;

describe.each(KINDS)('the $name fields', ({ fields, dtoOnly, dto, write }) => {
  const keys = Object.keys(fields);

  it('describe every field of the page and nothing else', () => {
    expect(sorted(Object.keys(dto))).toEqual(sorted([...keys, ...dtoOnly]));
  });

  it('are what a write sends, old names included', () => {
    expect(sorted(Object.keys(write))).toEqual(sorted([...keys, ...aliases(fields)]));
  });

  it('each have a Russian name, in the validation answers too', () => {
    for (const key of keys) {
      expect(ITEM_FIELD_LABELS[key as keyof typeof ITEM_FIELD_LABELS], key).toMatch(/\S/);
      expect(FIELD_LABELS[key], key).toBe(ITEM_FIELD_LABELS[key as keyof typeof ITEM_FIELD_LABELS]);
    }
  });

  it('fill a column of the export record and of the CSV when exported', () => {
    const columns = new Map<string, string>(EXPORT_CSV_COLUMNS);
    for (const [key, field] of Object.entries(fields)) {
      if (field.exported === false) continue;
      expect(Object.keys(ExportRecordDto.shape), key).toContain(field.exported);
      expect(columns.get(field.exported), key).toMatch(/\S/);
      if (field.exported === key) expect(columns.get(key)).toBe(ITEM_FIELD_LABELS[key as keyof typeof ITEM_FIELD_LABELS]);
    }
  });

  it('name references by id where they are stored, and store lists in link tables', () => {
    for (const [key, field] of Object.entries(fields)) {
      if (field.kind === 'ref') expect(field.stored, key).toBe(`${key}Id`);
      else if (field.kind === 'refList') expect([field.stored, field.storage], key).toEqual([`${key.replace(/s$/, '')}Ids`, 'link']);
      else expect([field.stored, field.storage], key).toEqual([key, 'column']);
      if (field.kind === 'ref' || field.kind === 'refList') expect(field.refers, key).toBeDefined();
    }
  });
});

describe('required fields', () => {
  it('are the ones a write refuses to go without', () => {
    expect(ProductWrite.safeParse({}).error?.issues.map((issue) => issue.path.join('/'))).toEqual(['name']);
    expect(DetailWrite.safeParse({}).error?.issues.map((issue) => issue.path.join('/'))).toEqual(['type']);
    const required = (fields: FieldDescriptions) => Object.keys(fields).filter((key) => fields[key]?.required);
    expect(required(PRODUCT_FIELDS)).toEqual(['name']);
    expect(required(DETAIL_FIELDS)).toEqual(['type']);
  });
});

describe('the export', () => {
  it('has a CSV column for every key of its record', () => {
    expect(sorted(EXPORT_CSV_COLUMNS.map(([key]) => key))).toEqual(sorted(Object.keys(ExportRecordDto.shape)));
  });
});
