import {
  DETAIL_FIELDS,
  type DetailWriteInput,
  isPlausibleYear,
  PRODUCT_FIELDS,
  type ProductWriteInput,
  yearRangeMessage,
} from '@museum/contract';
import { activeMessages } from '../../../lib/locale';
import { emptyValues, type FormValues, filledPayload, fullPayload } from './form-fields';

export { type PickedPhoto, parseYear } from './form-fields';

/**
 * Why the year field can't be sent, or undefined when it can (empty is fine): not four digits,
 * or outside 1800 to the current year, as the server checks. Without this a typo would be
 * sent as "no year" and erase the stored one.
 */
export function yearError(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d{4}$/.test(trimmed)) return activeMessages().addEdit.fields.yearNotFourDigits;
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

export type DetailValues = FormValues<typeof DETAIL_FIELDS>;
export type ProductValues = FormValues<typeof PRODUCT_FIELDS>;

export const emptyDetail = (): DetailValues => emptyValues(DETAIL_FIELDS);
export const emptyProduct = (): ProductValues => emptyValues(PRODUCT_FIELDS);

export type DetailErrors = Partial<Record<'belongsTo' | 'type' | 'year', string>>;

/** What stops a detail from being sent: belongsTo and type required, the year well-formed. */
export function detailErrors(values: DetailValues): DetailErrors {
  const errors: DetailErrors = {};
  if (!values.belongsTo) errors.belongsTo = activeMessages().uiControls.required;
  if (!values.type) errors.type = activeMessages().uiControls.required;
  const year = yearError(values.year);
  if (year) errors.year = year;
  return errors;
}

export type ProductErrors = Partial<Record<'name' | 'year', string>>;

/** What stops a product from being sent: the name required, the year well-formed. */
export function productErrors(values: ProductValues): ProductErrors {
  const errors: ProductErrors = {};
  if (!values.name.trim()) errors.name = activeMessages().uiControls.required;
  const year = yearError(values.year);
  if (year) errors.year = year;
  return errors;
}

/** The detail create payload: type, plus only the fields that are filled. */
export const detailCreatePayload = (values: DetailValues): DetailWriteInput => filledPayload(DETAIL_FIELDS, values);

/** The product create payload: name, year as an integer or null, and only the other fields that are filled. */
export const productCreatePayload = (values: ProductValues): ProductWriteInput => filledPayload(PRODUCT_FIELDS, values, ['year']);

/** The full detail for PUT or an UPDATE request: every field, empty ones as null. */
export const detailUpdatePayload = (values: DetailValues): DetailWriteInput => fullPayload(DETAIL_FIELDS, values);

/** The full product for PUT or an UPDATE request: every field, empty ones as null. */
export const productUpdatePayload = (values: ProductValues): ProductWriteInput => fullPayload(PRODUCT_FIELDS, values);
