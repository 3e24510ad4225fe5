import type { FieldDescription, FieldDescriptions } from '@museum/contract';
import type { SelectOption } from '../../../components/ui/searchable-select';

/** An attached photo: its id is what is sent; the urls draw the thumbnail. */
export type PickedPhoto = { id: number; url: string; thumbnailUrl?: string };

/** Year field: four digits read as an integer; empty is null (forms refuse anything else first, see `yearError`). */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

/** What a form holds for a field of this description: a chosen option, a list, or the typed text. */
type FormValue<F extends FieldDescription> = F['kind'] extends 'ref'
  ? SelectOption | null
  : F['kind'] extends 'refList'
    ? F extends { refers: 'photos' }
      ? PickedPhoto[]
      : SelectOption[]
    : string;

/** A form's values: one per described field (ADR 052), so a new field is in the form's state by its description. */
export type FormValues<D extends FieldDescriptions> = { [K in keyof D]: FormValue<D[K]> };

type Ref = { id: number };
/** A field's value as a write sends it, or null / [] when it is empty. */
type WriteValue = string | number | Ref | Ref[] | null;
/** The same, by the field's kind: so the compiler checks a built payload against the contract's write type. */
type WriteValueOf<F extends FieldDescription> = F['kind'] extends 'ref'
  ? Ref | null
  : F['kind'] extends 'refList'
    ? Ref[]
    : F['kind'] extends 'year'
      ? number | null
      : F extends { choices: infer C extends readonly string[] }
        ? C[number] | null
        : F extends { required: true }
          ? string
          : string | null;
type RequiredKey<D extends FieldDescriptions> = { [K in keyof D]: D[K] extends { required: true } ? K : never }[keyof D];
/** A create payload: the required fields, and those others that are filled. */
export type FilledPayload<D extends FieldDescriptions> = Partial<FullPayload<D>> & Pick<FullPayload<D>, RequiredKey<D>>;
/** A payload with every field. */
export type FullPayload<D extends FieldDescriptions> = { [K in keyof D]: WriteValueOf<D[K]> };

const ref = (option: SelectOption | null): Ref | null => (option ? { id: option.id } : null);
const refs = (list: readonly { id: number }[]): Ref[] => list.map(({ id }) => ({ id }));
const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Each field of a set with its key, typed loosely: the builders below work on any described field. */
const entries = (fields: FieldDescriptions) => Object.entries<FieldDescription>(fields);

/** An empty form: no text, no choice, no list. */
export function emptyValues<D extends FieldDescriptions>(fields: D): FormValues<D> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of entries(fields)) values[key] = field.kind === 'ref' ? null : field.kind === 'refList' ? [] : '';
  return values as FormValues<D>;
}

type Named = { id: number; name: string };
type LoadedPhoto = { id: number; url: string; thumbnailUrl: string };

/** A loaded item as form values: references with their names, photos with their urls, the year as text. */
export function loadedValues<D extends FieldDescriptions>(fields: D, item: Readonly<Record<keyof D, unknown>>): FormValues<D> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of entries(fields)) {
    const value = item[key];
    if (field.kind === 'ref') values[key] = value ? { id: (value as Named).id, name: (value as Named).name } : null;
    else if (field.kind === 'refList' && field.refers === 'photos')
      values[key] = (value as LoadedPhoto[]).map(({ id, url, thumbnailUrl }) => ({ id, url, thumbnailUrl }));
    else if (field.kind === 'refList') values[key] = (value as Named[]).map(({ id, name }) => ({ id, name }));
    else values[key] = value === null || value === undefined ? '' : String(value);
  }
  return values as FormValues<D>;
}

/** One field as a write sends it: references as `{id}`, the year as an integer, empty text as null. */
function writeValue(field: FieldDescription, value: unknown): WriteValue {
  switch (field.kind) {
    case 'ref':
      return ref(value as SelectOption | null);
    case 'refList':
      return refs(value as { id: number }[]);
    case 'year':
      return parseYear(value as string);
    case 'belongsTo':
    case 'choice':
      return (value as string) || null;
    case 'richText':
      return (value as string).trim() ? (value as string) : null;
    default:
      return field.required ? (value as string).trim() : orNull(value as string);
  }
}

/** The full item for PUT or an UPDATE request: every field, empty ones as null. */
export function fullPayload<D extends FieldDescriptions>(fields: D, values: FormValues<D>): FullPayload<D> {
  const payload: Record<string, WriteValue> = {};
  for (const [key, field] of entries(fields)) payload[key] = writeValue(field, values[key]);
  return payload as FullPayload<D>;
}

/**
 * The create payload: the required fields and those in `always`, plus only the other fields that
 * are filled (an empty text, choice or list is left out).
 */
export function filledPayload<D extends FieldDescriptions>(
  fields: D,
  values: FormValues<D>,
  always: readonly (keyof D)[] = [],
): FilledPayload<D> {
  const payload: Record<string, WriteValue> = {};
  for (const [key, field] of entries(fields)) {
    const value = writeValue(field, values[key]);
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    if (!empty || field.required || always.includes(key)) payload[key] = value;
  }
  return payload as FilledPayload<D>;
}
