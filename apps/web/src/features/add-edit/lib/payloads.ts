import type { SelectOption } from '../../../components/ui/searchable-select';

type Ref = { id: number };
/** An attached photo: its id is what is sent; the urls draw the thumbnail. */
export type PickedPhoto = { id: number; url: string; thumbnailUrl?: string };

/** Year field: digits read as an integer; empty or not a number is null. */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const year = Number.parseInt(trimmed, 10);
  return year > 0 ? year : null;
}

export type DetailValues = {
  belongsTo: string;
  type: SelectOption | null;
  subtype: SelectOption | null;
  product: SelectOption | null;
  manufacturer: SelectOption | null;
  number: string;
  year: string;
  name: string;
  description: string;
  source: string;
  stamps: SelectOption[];
  photos: PickedPhoto[];
};

export type ProductValues = {
  name: string;
  description: string;
  source: string;
  belongsTo: string;
  number: string;
  year: string;
  parent: SelectOption | null;
  manufacturer: SelectOption | null;
  photos: PickedPhoto[];
};

export const emptyDetail = (): DetailValues => ({
  belongsTo: '',
  type: null,
  subtype: null,
  product: null,
  manufacturer: null,
  number: '',
  year: '',
  name: '',
  description: '',
  source: '',
  stamps: [],
  photos: [],
});

export const emptyProduct = (): ProductValues => ({
  name: '',
  description: '',
  source: '',
  belongsTo: '',
  number: '',
  year: '',
  parent: null,
  manufacturer: null,
  photos: [],
});

const ref = (option: SelectOption | null): Ref | null => (option ? { id: option.id } : null);
const refs = (list: { id: number }[]): Ref[] => list.map(({ id }) => ({ id }));

/** Which required detail fields are missing: belongsTo and type. */
export function missingDetailFields(values: DetailValues): ('belongsTo' | 'type')[] {
  const missing: ('belongsTo' | 'type')[] = [];
  if (!values.belongsTo) missing.push('belongsTo');
  if (!values.type) missing.push('type');
  return missing;
}

/** The detail create payload: type, plus only the fields that are filled. */
export function detailCreatePayload(values: DetailValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { type: ref(values.type) };
  const text = (key: 'number' | 'name' | 'description' | 'source') => {
    const value = values[key].trim();
    if (value) payload[key] = key === 'description' ? values[key] : value;
  };
  if (values.product) payload.product = ref(values.product);
  if (values.manufacturer) payload.manufacturer = ref(values.manufacturer);
  text('number');
  const year = parseYear(values.year);
  if (year !== null) payload.year = year;
  text('name');
  text('description');
  text('source');
  if (values.stamps.length) payload.stamps = refs(values.stamps);
  if (values.photos.length) payload.photos = refs(values.photos);
  if (values.belongsTo) payload.belongsTo = values.belongsTo;
  if (values.subtype) payload.subtype = ref(values.subtype);
  return payload;
}

/** The product create payload: name, year as an integer or null, and only the other fields that are filled. */
export function productCreatePayload(values: ProductValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { name: values.name.trim(), year: parseYear(values.year) };
  if (values.description.trim()) payload.description = values.description;
  if (values.source.trim()) payload.source = values.source.trim();
  if (values.belongsTo) payload.belongsTo = values.belongsTo;
  if (values.number.trim()) payload.number = values.number.trim();
  if (values.parent) payload.parent = ref(values.parent);
  if (values.manufacturer) payload.manufacturer = ref(values.manufacturer);
  if (values.photos.length) payload.photos = refs(values.photos);
  return payload;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The full detail for PUT or an UPDATE request: every field, empty ones as null. */
export function detailUpdatePayload(values: DetailValues): Record<string, unknown> {
  return {
    type: ref(values.type),
    subtype: ref(values.subtype),
    product: ref(values.product),
    manufacturer: ref(values.manufacturer),
    number: orNull(values.number),
    year: parseYear(values.year),
    name: orNull(values.name),
    description: values.description.trim() ? values.description : null,
    source: orNull(values.source),
    stamps: refs(values.stamps),
    photos: refs(values.photos),
    belongsTo: values.belongsTo || null,
  };
}

/** The full product for PUT or an UPDATE request: every field, empty ones as null. */
export function productUpdatePayload(values: ProductValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    description: values.description.trim() ? values.description : null,
    source: orNull(values.source),
    belongsTo: values.belongsTo || null,
    number: orNull(values.number),
    year: parseYear(values.year),
    parent: ref(values.parent),
    manufacturer: ref(values.manufacturer),
    photos: refs(values.photos),
  };
}
