import type { CollectionItemDto, DetailDto, NamedRefDto, ProductDto, RecordedFieldKey, SharedDossierDto } from '@museum/contract';
import type { LightboxPhoto } from '../../../components/ui/lightbox';
import { paths } from '../../../config/paths';

/** Where a specimen comes from, as the compare page's address names it (`product:1`, `detail:4`, `collection:7`). */
export const SPECIMEN_SOURCES = ['product', 'detail', 'collection'] as const;
export type SpecimenSource = (typeof SPECIMEN_SOURCES)[number];
export interface SpecimenRef {
  source: SpecimenSource;
  id: number;
}

/** `product:1` → `{ source: 'product', id: 1 }`; anything else null. */
export function parseSpecimenRef(text: string | null | undefined): SpecimenRef | null {
  const match = /^(product|detail|collection):([1-9]\d{0,9})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { source: match[1] as SpecimenSource, id } : null;
}
export const specimenRefText = (ref: SpecimenRef) => `${ref.source}:${ref.id}`;

/**
 * One specimen as the dossier and the comparison read it, whichever of a catalogue gun, a catalogue
 * part, an own record or a shared dossier it came from: they all carry the catalogue's field names.
 */
export interface Specimen {
  kind: 'product' | 'detail';
  name: string | null;
  nameEn: string | null;
  number: string | null;
  year: number | null;
  belongsTo: string | null;
  manufacturer: NamedRefDto | null;
  type: NamedRefDto | null;
  subtype: NamedRefDto | null;
  /** The gun it belongs to: its name and its page where it has one anyone may open. */
  gun: { name: string | null; href: string | null } | null;
  recorded: Readonly<Record<RecordedFieldKey, string | null>>;
  source: string | null;
  description: string | null;
  descriptionEn: string | null;
  stamps: readonly NamedRefDto[];
  photos: LightboxPhoto[];
}

type Recorded = Readonly<Record<RecordedFieldKey, string | null>>;
const common = (
  item: Recorded &
    Pick<ProductDto, 'number' | 'year' | 'belongsTo' | 'manufacturer' | 'source' | 'description' | 'nameEn' | 'descriptionEn'>,
) => ({
  number: item.number,
  year: item.year,
  belongsTo: item.belongsTo,
  manufacturer: item.manufacturer,
  recorded: item,
  source: item.source,
  description: item.description,
  nameEn: item.nameEn,
  descriptionEn: item.descriptionEn,
});

export const fromProduct = (p: ProductDto): Specimen => ({
  ...common(p),
  kind: 'product',
  name: p.name,
  type: null,
  subtype: null,
  gun: p.parent && { name: p.parent.name, href: paths.product(p.parent.id) },
  stamps: [],
  photos: p.photos,
});

export const fromDetail = (d: DetailDto): Specimen => ({
  ...common(d),
  kind: 'detail',
  name: d.name,
  type: d.type,
  subtype: d.subtype,
  gun: d.product && { name: d.product.name, href: paths.product(d.product.id) },
  stamps: d.stamps,
  photos: d.photos,
});

/**
 * An own record or a shared dossier. An own record's photos are private: their files answer only
 * the owner (ADR 088), or whoever holds a live share link, under it (ADR 089).
 */
export const fromRecord = (r: CollectionItemDto | SharedDossierDto): Specimen => ({
  ...common(r),
  kind: r.kind,
  name: r.name,
  type: r.type,
  subtype: r.subtype,
  gun: r.partOf && {
    name: r.partOf.name,
    href: r.partOf.kind === 'product' ? paths.product(r.partOf.id) : 'id' in r ? paths.collectionDossier(r.partOf.id) : null,
  },
  stamps: r.stamps,
  photos: r.photos,
});
