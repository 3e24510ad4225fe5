import {
  type CollectionColumnKey,
  CollectionItemWrite,
  type CollectionKind,
  ENGLISH_KEYS,
  isPlausibleYear,
  PRIVATE_KEYS,
  RECORDED_KEYS,
} from '@museum/contract';
import { type CatalogueKnowledge, entityOfKind, type FoundProblem, nameKey, stampNames } from '../imports/import-check';
import type { SheetRow } from '../imports/import-sheet';
import { amountOf, choiceValue, dayOf, yearOf } from '../imports/import-values';

/** A row of a collector's file by the collection's columns. */
export type CollectionCells = SheetRow<CollectionColumnKey>['cells'];

/** The museum's names a row may use (makers, part types with their subtypes, stamps, in either language) and its products. */
export type Vocabulary = Pick<CatalogueKnowledge, 'manufacturers' | 'detailTypes' | 'stamps' | 'products'>;

/** The gun a row belongs to: a catalogue product, one of the owner's records, or a new record of the same file (by its line). */
export type GunCell = { kind: 'product'; id: number } | { kind: 'collection'; id: number } | { kind: 'line'; line: number };

/** A row read: its kind, its problems, and (without problems) its write and its gun. */
export type ReadRow = { kind: CollectionKind | null; problems: FoundProblem[]; write: CollectionItemWrite | null; gun: GunCell | null };

/** Currencies collectors write by sign or word, as ISO 4217 codes. */
const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  '₽': 'RUB',
  'р.': 'RUB',
  руб: 'RUB',
  'руб.': 'RUB',
  рубли: 'RUB',
  рублей: 'RUB',
  $: 'USD',
  '€': 'EUR',
  евро: 'EUR',
  '£': 'GBP',
};

const blank = (cell: string | undefined) => (cell ? cell : null);

/**
 * A collector's row as their record's write (ADR 092): the museum's names looked up in either
 * language (a collector cannot add to the museum's lists, so an unknown name is a problem); a year,
 * a day, sums and a currency as collectors write them; the gun it belongs to found by `gunOf`; then
 * the same schema a single write passes. The gun of a new record of the file is kept beside the write.
 */
export function readRow(cells: CollectionCells, vocabulary: Vocabulary, now: Date, gunOf: (cell: string) => GunCell | null): ReadRow {
  const problems: FoundProblem[] = [];
  const problem = (code: FoundProblem['code'], value?: string) => problems.push({ code, ...(value !== undefined && { value }) });
  const kind = entityOfKind(cells.kind);
  if (!kind) problem('unknownKind', cells.kind ?? '');
  if (kind === 'product' && !cells.name) problem('missingName');
  if (kind === 'detail' && !cells.type) problem('missingType');

  const named = (map: ReadonlyMap<string, number>, cell: string | undefined, code: FoundProblem['code']) => {
    if (!cell) return null;
    const id = map.get(nameKey(cell));
    if (id === undefined) problem(code, cell);
    return id === undefined ? null : { id };
  };
  const manufacturer = named(vocabulary.manufacturers, cells.manufacturer, 'unknownManufacturer');
  const type = cells.type ? vocabulary.detailTypes.get(nameKey(cells.type)) : undefined;
  if (cells.type && !type) problem('unknownType', cells.type);
  const subtype = type ? named(type.subtypes, cells.subtype, 'unknownSubtype') : null;
  const stamps = stampNames(cells.stamps).flatMap((name) => named(vocabulary.stamps, name, 'unknownStamp') ?? []);
  const year = cells.year ? yearOf(cells.year) : null;
  if (cells.year && !(year && isPlausibleYear(Number(year), now))) problem('badYear', cells.year);
  const gun = cells.partOf ? gunOf(cells.partOf) : null;
  if (cells.partOf && !gun) problem('unknownPartOf', cells.partOf);
  if (!kind || problems.length > 0) return { kind, problems, write: null, gun: null };

  const amount = (cell: string | undefined) => (cell ? amountOf(cell) : null);
  const currency = cells.currency ? (CURRENCY_WORDS[nameKey(cells.currency)] ?? cells.currency) : null;
  const parsed = CollectionItemWrite.safeParse({
    kind,
    name: blank(cells.name),
    number: blank(cells.number),
    year,
    belongsTo: cells.belongsTo ? choiceValue('belongsTo', cells.belongsTo) : null,
    manufacturer,
    type: type ? { id: type.id } : null,
    subtype: cells.subtype ? subtype : null,
    source: blank(cells.source),
    description: blank(cells.description),
    ...Object.fromEntries(ENGLISH_KEYS.map((key) => [key, blank(cells[key])])),
    // A choice (the condition) may be named in either language; the schema refuses any other word.
    ...Object.fromEntries(
      RECORDED_KEYS.map((key) => [key, key === 'condition' && cells[key] ? choiceValue('condition', cells[key]) : blank(cells[key])]),
    ),
    stamps,
    partOf: gun && gun.kind !== 'line' ? gun : null,
    ...Object.fromEntries(PRIVATE_KEYS.map((key) => [key, blank(cells[key])])),
    acquiredOn: cells.acquiredOn ? dayOf(cells.acquiredOn) : null,
    price: amount(cells.price),
    insuredValue: amount(cells.insuredValue),
    currency,
  });
  if (!parsed.success) {
    for (const key of new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))) problem('badField', key);
    return { kind, problems, write: null, gun: null };
  }
  return { kind, problems, write: parsed.data, gun };
}
