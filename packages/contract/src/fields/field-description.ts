import type { ExportRecordDto } from '../export';

/**
 * How a catalogue field is written, stored, compared and shown:
 * - `text`: plain text on one line (trimmed; empty is null);
 * - `longText`: plain text of several lines (line breaks kept, shown as text, never as HTML);
 * - `choice`: one of a fixed list of values (`choices`) or null;
 * - `richText`: HTML, sanitised by the server, compared and exported as its plain text;
 * - `year`: four digits, an integer or null;
 * - `belongsTo`: one of the purposes (максим, станок, ЗИП, другое) or null;
 * - `ref`: a reference `{id}` on write, `{id, name}` on read, shown by its name;
 * - `refList`: a list of references, shown as their names joined by commas.
 */
export type FieldKind = 'text' | 'longText' | 'choice' | 'richText' | 'year' | 'belongsTo' | 'ref' | 'refList';

/** What a reference points at: the catalogue list its names come from. */
export type FieldRefers = 'manufacturers' | 'types' | 'subtypes' | 'products' | 'stamps' | 'photos';

/**
 * One field of a product or a detail, described once (ADR 052). The contract's DTO and write
 * schemas, the export record, the Russian labels, the server's stored values, the web's diff,
 * history and form are derived from these descriptions or checked against them by the compiler.
 * The label is not here: it is found by the field's key in a language's label map
 * (`ITEM_FIELD_LABELS`), so a second language is one more map of the same type.
 */
export interface FieldDescription {
  readonly kind: FieldKind;
  /** For `choice`: the values it may take, in the order a form offers them. */
  readonly choices?: readonly [string, ...string[]];
  /** For `text` and `longText`: the most characters a write may give. */
  readonly max?: number;
  /** For `ref` and `refList`: the list it points at. */
  readonly refers?: FieldRefers;
  /**
   * Its key in the stored row and in revision snapshots (the history's field names): the field's
   * own name for values, `manufacturerId` or `photoIds` for references.
   */
  readonly stored: string;
  /** Where the server keeps it: a column of the item's row, or a link table (photos, stamps). */
  readonly storage: 'column' | 'link';
  /** Whether a write must give it (the form marks it, the schema refuses its absence). */
  readonly required?: true;
  /**
   * Whether the text search finds the item by it: the words of its value or of the names it refers
   * to (the search vector's triggers, migration 0003), a year as a 4-digit query (`item-query.ts`).
   */
  readonly searched: boolean;
  /** The export record's key it fills, or false when it is not exported. */
  readonly exported: keyof ExportRecordDto | false;
  /** Shown in the item's history (a changed value as a row «field: before → after»). */
  readonly history: boolean;
  /** Shown in the moderation diff of a proposed change (current against proposed). */
  readonly diff: boolean;
  /** Whether the catalogue's lists filter by it (`condition=` on search, details, products and the gallery). */
  readonly filter?: true;
  /** An older name the API also reads on write (`serialNumber` for `number`). */
  readonly alias?: string;
}

/** A set of descriptions: one per field, in the order the diff and the history list them. */
export type FieldDescriptions = Readonly<Record<string, FieldDescription>>;

/** The stored row keys of the fields kept as columns of the item's row. */
export type ColumnKey<F extends FieldDescriptions> = {
  [K in keyof F]: F[K]['storage'] extends 'column' ? F[K]['stored'] : never;
}[keyof F];

/** The keys the API names these fields by, aliases included (`serialNumber`). */
export type ApiKey<F extends FieldDescriptions> =
  | keyof F
  | { [K in keyof F]: F[K] extends { alias: infer A extends string } ? A : never }[keyof F];

/** The export record's keys these fields fill. */
export type ExportedKey<F extends FieldDescriptions> = { [K in keyof F]: F[K]['exported'] }[keyof F] & string;

/** Whether two types are the same (for compile-time checks of derived places against the descriptions). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when `T` is `true`: `const check: Expect<Equal<A, B>> = true`. */
export type Expect<T extends true> = T;
