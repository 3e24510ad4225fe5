import { type DetailWriteInput, isPlausibleYear, type ProductWriteInput, yearRangeMessage } from '@museum/contract';
import type { SelectOption } from '../../../components/ui/searchable-select';
import { ru } from '../../../messages/ru';

type Ref = { id: number };
/** An attached photo: its id is what is sent; the urls draw the thumbnail. */
export type PickedPhoto = { id: number; url: string; thumbnailUrl?: string };

/** Year field: four digits read as an integer; empty is null (forms refuse anything else first, see `yearError`). */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

/**
 * Why the year field can't be sent, or undefined when it can (empty is fine): not four digits,
 * or outside 1800 to the current year, as the server checks. Without this a typo would be
 * sent as "no year" and erase the stored one.
 */
export function yearError(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d{4}$/.test(trimmed)) return ru.addEdit.fields.yearNotFourDigits;
  return isPlausibleYear(Number(trimmed)) ? undefined : yearRangeMessage();
}

/**
 * A change to form values: the changed fields, or a function of the values at the time it
 * applies (uploads finish later and must see the list as it is then, not as it was).
 */
export type Patch<V> = Partial<V> | ((current: V) => Partial<V>);

export function applyPatch<V>(current: V, patch: Patch<V>): V {
  return { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
}

/** What the fields of an add or edit form are given. */
export interface ItemFieldsProps<V, E> {
  values: V;
  errors: E;
  onChange(patch: Patch<V>): void;
  onBusyChange(busy: boolean): void;
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

export type DetailErrors = Partial<Record<'belongsTo' | 'type' | 'year', string>>;

/** What stops a detail from being sent: belongsTo and type required, the year well-formed. */
export function detailErrors(values: DetailValues): DetailErrors {
  const errors: DetailErrors = {};
  if (!values.belongsTo) errors.belongsTo = ru.uiControls.required;
  if (!values.type) errors.type = ru.uiControls.required;
  const year = yearError(values.year);
  if (year) errors.year = year;
  return errors;
}

export type ProductErrors = Partial<Record<'name' | 'year', string>>;

/** What stops a product from being sent: the name required, the year well-formed. */
export function productErrors(values: ProductValues): ProductErrors {
  const errors: ProductErrors = {};
  if (!values.name.trim()) errors.name = ru.uiControls.required;
  const year = yearError(values.year);
  if (year) errors.year = year;
  return errors;
}

/** The detail create payload: type, plus only the fields that are filled. */
export function detailCreatePayload(values: DetailValues): DetailWriteInput {
  const payload: DetailWriteInput = { type: ref(values.type) };
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
export function productCreatePayload(values: ProductValues): ProductWriteInput {
  const payload: ProductWriteInput = { name: values.name.trim(), year: parseYear(values.year) };
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
export function detailUpdatePayload(values: DetailValues): DetailWriteInput {
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
export function productUpdatePayload(values: ProductValues): ProductWriteInput {
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
