import { EXPORT_KIND_LABELS, type ImportProblemDto, type ImportRowDto, isPlausibleYear, LOCALES } from '@museum/contract';
import type { SheetRow } from './import-sheet';

/** What the catalogue already holds, as far as a row's problems depend on it (names lower-cased). */
export type CatalogueKnowledge = {
  manufacturers: ReadonlySet<string>;
  detailTypes: ReadonlySet<string>;
  /** The serial keys (see `serialKeyOf`) of every product and detail. */
  serialKeys: ReadonlySet<string>;
};

/**
 * A serial number's key, the same fold as the stored `serial_key` column (ADR 018): lower case,
 * no spaces or hyphens, Latin look-alikes as Cyrillic letters; «AE 3310» and «ае-3310» are one number.
 */
export function serialKeyOf(number: string): string {
  const latin = 'abekmhopctxy';
  const cyrillic = 'авекмнорстху';
  return [...number.toLowerCase().replace(/[\s-]+/g, '')].map((ch) => cyrillic[latin.indexOf(ch)] ?? ch).join('');
}

const ENTITY_BY_KIND_LABEL = new Map(
  LOCALES.flatMap((locale) => Object.entries(EXPORT_KIND_LABELS[locale]).map(([entity, label]) => [label, entity as 'product' | 'detail'])),
);

const lower = (text: string) => text.trim().toLowerCase();

/** Each row's kind of record and problems, before anything is written; `now` bounds the year. */
export function checkRows(rows: readonly SheetRow[], known: CatalogueKnowledge, now: Date): ImportRowDto[] {
  const firstLineOfSerial = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const problems: ImportProblemDto[] = [];
    const kind = cells.kind ?? '';
    const entity = ENTITY_BY_KIND_LABEL.get(lower(kind)) ?? null;
    if (!entity) problems.push({ code: 'unknownKind', value: kind });
    if (!cells.name) problems.push({ code: 'missingName' });
    if (cells.manufacturer && !known.manufacturers.has(lower(cells.manufacturer)))
      problems.push({ code: 'unknownManufacturer', value: cells.manufacturer });
    if (entity === 'detail' && cells.type && !known.detailTypes.has(lower(cells.type))) problems.push({ code: 'unknownType', value: cells.type });
    if (cells.year && !(/^\d{4}$/.test(cells.year) && isPlausibleYear(Number(cells.year), now)))
      problems.push({ code: 'badYear', value: cells.year });
    if (cells.number) {
      const key = serialKeyOf(cells.number);
      const earlier = firstLineOfSerial.get(key);
      if (earlier !== undefined) problems.push({ code: 'duplicateSerialInFile', value: cells.number, line: earlier });
      else firstLineOfSerial.set(key, line);
      if (known.serialKeys.has(key)) problems.push({ code: 'duplicateSerialInCatalogue', value: cells.number });
    }
    return { line, entity, problems };
  });
}
