import { z } from 'zod';
import { OptionalChoice, OptionalLongText, OptionalText, RichTextInput } from '../write-fields';
import type { FieldDescription } from './field-description';
import { ENGLISH_FIELDS, RECORDED_FIELDS } from './item-fields';
import { ITEM_FIELD_LABELS } from './labels-ru';

type Recorded = typeof RECORDED_FIELDS;
type Choices<F> = F extends { choices: infer C extends readonly [string, ...string[]] } ? C : never;

/** A recorded field's value on a page: its choice or its text, or null. */
type DtoSchema<F> = F extends { kind: 'choice' } ? z.ZodNullable<z.ZodEnum<{ [V in Choices<F>[number]]: V }>> : z.ZodNullable<z.ZodString>;
/** What a write may send for it (see `OptionalChoice`, `OptionalLongText`, `OptionalText`). */
type WriteSchema<F> = F extends { kind: 'choice' }
  ? ReturnType<typeof OptionalChoice<Choices<F>>>
  : F extends { kind: 'longText' }
    ? ReturnType<typeof OptionalLongText>
    : ReturnType<typeof OptionalText>;

const MAX_DEFAULT = 2000;
const choicesMessage = (choices: readonly string[]) => `Одно из значений: ${choices.join(', ')}`;

function dtoSchema(field: FieldDescription): z.ZodType {
  return field.kind === 'choice' && field.choices ? z.enum(field.choices).nullable() : z.string().nullable();
}

function writeSchema(field: FieldDescription): z.ZodType {
  const max = field.max ?? MAX_DEFAULT;
  if (field.kind === 'choice' && field.choices) return OptionalChoice(field.choices);
  if (field.kind === 'longText') return OptionalLongText(max);
  if (field.kind === 'text') return OptionalText(max);
  throw new Error(`a recorded field of kind ${field.kind} has no schema`);
}

const shapeOf = (make: (field: FieldDescription) => z.ZodType) =>
  Object.fromEntries(Object.entries(RECORDED_FIELDS).map(([key, field]) => [key, make(field)]));

/**
 * The recorded fields of a page (`ProductDto`, `DetailDto`), made from their descriptions by kind
 * (ADR 052); the types follow the descriptions too, so `condition` is the union of its choices.
 */
export const recordedDtoShape = shapeOf(dtoSchema) as { [K in keyof Recorded]: DtoSchema<Recorded[K]> };
/** The recorded fields of a write (`ProductWrite`, `DetailWrite`), made the same way. */
export const recordedWriteShape = shapeOf(writeSchema) as { [K in keyof Recorded]: WriteSchema<Recorded[K]> };

/** A recorded field's filter of a list (`condition=`): one of its choices; absent is no filter. */
export const recordedFilterShape = Object.fromEntries(
  Object.entries(RECORDED_FIELDS).flatMap(([key, field]: [string, FieldDescription]) =>
    field.filter && field.choices
      ? [
          [
            key,
            z.enum(field.choices, { error: `${ITEM_FIELD_LABELS[key as keyof Recorded]}: ${choicesMessage(field.choices)}` }).optional(),
          ],
        ]
      : [],
  ),
) as {
  [K in keyof Recorded as Recorded[K] extends { filter: true } ? K : never]: z.ZodOptional<
    z.ZodEnum<{ [V in Choices<Recorded[K]>[number]]: V }>
  >;
};

/** The recorded fields a list filters by, and what each filter holds once parsed. */
export type RecordedFilters = { [K in keyof typeof recordedFilterShape]?: z.output<(typeof recordedFilterShape)[K]> };
export const RECORDED_FILTER_KEYS = Object.keys(recordedFilterShape) as (keyof RecordedFilters)[];

/**
 * The English name and description of a page (ADR 064): text or null; the description is sanitised
 * HTML like the Russian one.
 */
export const englishDtoShape = { nameEn: z.string().nullable(), descriptionEn: z.string().nullable() };
/** What a write may send for them: the name as one line of text, the description as rich text. */
export const englishWriteShape = { nameEn: OptionalText(ENGLISH_FIELDS.nameEn.max), descriptionEn: RichTextInput };
