import {
  type DetailSubtypeWrite,
  type DetailTypeWrite,
  type ImportNameField,
  type ImportNewNames,
  type ImportStoredRow,
  type ManufacturerWrite,
  parseBelongsTo,
  type StampWrite,
} from '@museum/contract';
import type { WriteContext } from '../catalogue/write-context';
import type { ReferenceWriter } from '../reference/reference-writes.service';
import { type CatalogueKnowledge, nameKey } from './import-check';

/** The writers of the reference lists an import may add to, inside its transaction (their revisions recorded as any add's). */
export type ImportReferenceWriters = {
  manufacturers: ReferenceWriter<ManufacturerWrite>;
  detailTypes: ReferenceWriter<DetailTypeWrite>;
  detailSubtypes: ReferenceWriter<DetailSubtypeWrite>;
  stamps: ReferenceWriter<StampWrite>;
};

/**
 * Makes the makers, part types, subtypes and stamps a moderator's rows name that the catalogue
 * lacks (issue 50, point 2), once per name (as the import compares names: trimmed, any case), and
 * answers the rows with those references in their payloads. A name someone added since the preview
 * is used, not made twice. A new type is for the row's purpose (the Maxim's when it names none) and
 * carries no number; each is named as the file names it (under an English header, in English too),
 * and can be completed on its own page.
 */
export async function withNewReferences(
  ctx: WriteContext,
  writers: ImportReferenceWriters,
  known: CatalogueKnowledge,
  rows: readonly ImportStoredRow[],
): Promise<ImportStoredRow[]> {
  const makers = new Map(known.manufacturers);
  const stamps = new Map(known.stamps);
  const byId = new Map([...known.detailTypes.values()].map((type) => [type.id, { id: type.id, subtypes: new Map(type.subtypes) }]));
  const types = new Map([...known.detailTypes].map(([key, type]) => [key, byId.get(type.id) ?? { id: type.id, subtypes: new Map() }]));

  const once = async (map: Map<string, number>, name: string, make: () => Promise<number>) => {
    const found = map.get(nameKey(name));
    if (found !== undefined) return found;
    const id = await make();
    map.set(nameKey(name), id);
    return id;
  };
  const typeNamed = async (name: string, nameEn: string | null, belongsTo: unknown) => {
    const found = types.get(nameKey(name));
    if (found) return found;
    const purpose = (typeof belongsTo === 'string' && parseBelongsTo(belongsTo)) || 'максим';
    const made = {
      id: await writers.detailTypes.createIn(ctx, { name, nameEn, description: null, belongsTo: purpose }),
      subtypes: new Map(),
    };
    types.set(nameKey(name), made);
    return made;
  };

  const answer: ImportStoredRow[] = [];
  for (const row of rows) {
    const { newNames, ...write } = row.write;
    if (!newNames) {
      answer.push(row);
      continue;
    }
    const nameEnOf = englishNames(newNames);
    const payload: Record<string, unknown> = { ...write.payload };
    if (newNames.manufacturer) {
      const name = newNames.manufacturer;
      payload.manufacturer = {
        id: await once(makers, name, () =>
          writers.manufacturers.createIn(ctx, {
            name,
            nameEn: nameEnOf('manufacturer', name),
            description: null,
            url: null,
            shortName: null,
            country: null,
            period: null,
          }),
        ),
      };
    }
    const type = newNames.type
      ? await typeNamed(newNames.type, nameEnOf('type', newNames.type), payload.belongsTo)
      : byId.get(idOf(payload.type));
    if (type) {
      payload.type = { id: type.id };
      const subtype = newNames.subtype;
      if (subtype) {
        payload.subtype = {
          id: await once(type.subtypes, subtype, () =>
            writers.detailSubtypes.createIn(ctx, {
              name: subtype,
              nameEn: nameEnOf('subtype', subtype),
              description: null,
              type: { id: type.id },
            }),
          ),
        };
      }
    }
    const made = [];
    for (const name of newNames.stamps ?? []) {
      made.push({
        id: await once(stamps, name, () =>
          writers.stamps.createIn(ctx, {
            name,
            nameEn: nameEnOf('stamps', name),
            kind: 'OTHER',
            description: null,
            manufacturer: null,
            yearFrom: null,
            yearTo: null,
            photos: [],
          }),
        ),
      });
    }
    if (made.length > 0) payload.stamps = [...((payload.stamps as { id: number }[] | undefined) ?? []), ...made];
    answer.push({ ...row, write: { ...write, payload } as ImportStoredRow['write'] });
  }
  return answer;
}

/**
 * A new entry's English name: the name itself when the file wrote it under the English header,
 * unless it is in Cyrillic (the English export writes the Russian name of an entry that has no English one).
 * Its name, which every entry must have, is the file's name either way.
 */
const englishNames =
  ({ english = [] }: ImportNewNames) =>
  (field: ImportNameField, name: string): string | null =>
    english.includes(field) && !/\p{Script=Cyrillic}/u.test(name) ? name : null;

const idOf = (ref: unknown) => (ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number' ? ref.id : 0);
