import {
  type ChangeRequestDto,
  type ChangeRequestWrite,
  type CollectionItemDto,
  type DetailWriteInput,
  type ProductWriteInput,
  pickRecorded,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import type { ModerationService } from '../moderation/moderation.service';
import type { CollectionService } from './collection.service';

const ref = (named: { id: number } | null) => (named ? { id: named.id } : null);

/** The catalogue's write fields a proposal does not fill: photos stay private, and `serialNumber` is `number`'s old name. */
type NotProposed = 'photos' | 'serialNumber';

/**
 * «Предложить в каталог» (issue 54 point 6): the change request that creates a record's gun or
 * part in the catalogue, from its public fields alone. The private fields, its photos and an own
 * gun it belongs to never leave the collection; a catalogue gun it belongs to is proposed as the
 * item's gun. Each payload names every catalogue field but those (the compiler holds it to the
 * catalogue's write shapes), so a new catalogue field is proposed too, or this fails to build.
 */
export function proposalOf(item: CollectionItemDto): ChangeRequestWrite {
  const recorded = pickRecorded(item);
  const catalogueGun = item.partOf?.kind === 'product' ? { id: item.partOf.id } : null;
  const common = {
    name: item.name ?? '',
    number: item.number,
    year: item.year,
    belongsTo: item.belongsTo,
    manufacturer: ref(item.manufacturer),
    source: item.source,
    description: item.description,
    nameEn: item.nameEn,
    descriptionEn: item.descriptionEn,
    ...recorded,
  };
  if (item.kind === 'product') {
    const payload = { ...common, parent: catalogueGun } satisfies Record<Exclude<keyof ProductWriteInput, NotProposed>, unknown>;
    return { action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload };
  }
  const payload = {
    ...common,
    name: item.name,
    type: ref(item.type),
    subtype: ref(item.subtype),
    product: catalogueGun,
    stamps: item.stamps.map(({ id }) => ({ id })),
  } satisfies Record<Exclude<keyof DetailWriteInput, NotProposed>, unknown>;
  return { action: 'CREATE', entityType: 'DETAIL', entityId: null, payload };
}

/** Proposes the owner's record to the catalogue through the usual moderation; anyone else's record is not found (404). */
export function createCollectionProposals(deps: {
  collection: Pick<CollectionService, 'get'>;
  moderation: Pick<ModerationService, 'submit'>;
}) {
  return {
    async propose(actor: Actor | null, id: number): Promise<ChangeRequestDto> {
      return deps.moderation.submit(actor, proposalOf(await deps.collection.get(actor, id)));
    },
  };
}
